import * as React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"

export type IconProps = HTMLChakraProps<"svg">

/** Inline stroke icons: decorative (aria-hidden), sized by font size. */
function createIcon(name: string, paths: React.ReactNode) {
  const Icon = (props: IconProps) => (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      {...props}
    >
      {paths}
    </chakra.svg>
  )
  Icon.displayName = name
  return Icon
}

export const SearchIcon = createIcon(
  "SearchIcon",
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
)
export const MenuIcon = createIcon("MenuIcon", <path d="M4 7h16M4 12h16M4 17h16" />)
export const CloseIcon = createIcon("CloseIcon", <path d="M6 6l12 12M18 6 6 18" />)
export const ChevronDownIcon = createIcon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />)
export const ArrowRightIcon = createIcon("ArrowRightIcon", <path d="M5 12h14m-6-6 6 6-6 6" />)
export const ArrowLeftIcon = createIcon("ArrowLeftIcon", <path d="M19 12H5m6 6-6-6 6-6" />)
export const ExternalLinkIcon = createIcon(
  "ExternalLinkIcon",
  <>
    <path d="M14 4h6v6" />
    <path d="M20 4 10 14" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
)
export const MailIcon = createIcon(
  "MailIcon",
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
)
export const PhoneIcon = createIcon(
  "PhoneIcon",
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
)
export const ClockIcon = createIcon(
  "ClockIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
)
export const MapPinIcon = createIcon(
  "MapPinIcon",
  <>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
)
export const CheckIcon = createIcon("CheckIcon", <path d="m5 12 4.5 4.5L19 7" />)
export const PlusIcon = createIcon("PlusIcon", <path d="M12 5v14M5 12h14" />)
export const TrashIcon = createIcon("TrashIcon", <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />)
export const PrinterIcon = createIcon(
  "PrinterIcon",
  <>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M7 14h10v7H7z" />
  </>,
)
export const SuitcaseIcon = createIcon(
  "SuitcaseIcon",
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12h18" />
  </>,
)
export const CalendarIcon = createIcon(
  "CalendarIcon",
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
)
export const UsersIcon = createIcon(
  "UsersIcon",
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </>,
)
export const SendIcon = createIcon("SendIcon", <path d="M21 3 10 14M21 3l-7 18-4-7-7-4 18-7Z" />)
export const ChatIcon = createIcon("ChatIcon", <path d="M4 20l1.5-4A8 8 0 1 1 9 19.5L4 20Z" />)
export const CopyIcon = createIcon(
  "CopyIcon",
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
)
export const GridIcon = createIcon(
  "GridIcon",
  <>
    <rect x="4" y="4" width="7" height="7" rx="1" />
    <rect x="13" y="4" width="7" height="7" rx="1" />
    <rect x="4" y="13" width="7" height="7" rx="1" />
    <rect x="13" y="13" width="7" height="7" rx="1" />
  </>,
)
export const ListIcon = createIcon("ListIcon", <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />)
export const InstagramIcon = createIcon(
  "InstagramIcon",
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
)
export const FacebookIcon = createIcon("FacebookIcon", <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z" />)
export const LinkedInIcon = createIcon(
  "LinkedInIcon",
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
  </>,
)
export const TelegramIcon = createIcon("TelegramIcon", <path d="m21 4-18 7 6 2 2 6 3-4 5 4 2-15ZM9 13l8-6" />)
export const WhatsAppIcon = createIcon(
  "WhatsAppIcon",
  <>
    <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3l-4.5 1.5Z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2L9 8.5Z" />
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
