import * as React from "react"
import { createIcon, type IconProps } from "./create-icon"
import { ExternalLinkIcon } from "./external-link-icon"

const InstagramIcon = createIcon(
  "InstagramIcon",
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
)
const FacebookIcon = createIcon("FacebookIcon", <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z" />)
const LinkedInIcon = createIcon(
  "LinkedInIcon",
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
  </>,
)

const socialIcons: Record<string, (props: IconProps) => React.JSX.Element> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
}

/** The icon named in data (company.social[].icon); unknown names get a generic link icon. */
export function SocialIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = socialIcons[name] ?? ExternalLinkIcon
  return <Icon {...props} />
}
