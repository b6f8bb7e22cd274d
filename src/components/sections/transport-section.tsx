import * as React from "react"
import { Grid, Text } from "@chakra-ui/react"
import { priceText } from "../../lib/format"
import { graphql } from "gatsby"
import { FeatureCard } from "../ui/feature-card"
import { SectionHeading } from "../ui/section-heading"
import { useTranslation } from "../../hooks/use-translation"

interface TransportSectionProps {
  vehicles: ReadonlyArray<Queries.VehicleCardFragment>
  title?: string
  headingId?: string
}

/** Chauffeured vehicles of a destination: three-column cards, prices exactly as in the data. */
export function TransportSection({ vehicles, title, headingId }: TransportSectionProps) {
  const { t } = useTranslation()
  return (
    <>
      <SectionHeading id={headingId} title={title ?? t("transport.title")} subtitle={t("transport.subtitle")} />
      <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="6">
        {vehicles.map((vehicle) => (
          <li key={vehicle.slug}>
            <FeatureCard
              picture={vehicle.picture}
              title={vehicle.type}
              description={vehicle.description}
              meta={
                <Text fontWeight="600" color="fg.accent" fontSize="lg">
                  {priceText(vehicle.price, t)}
                </Text>
              }
            />
          </li>
        ))}
      </Grid>
    </>
  )
}

export const vehicleCardFragment = graphql`
  fragment VehicleCard on Vehicle {
    slug
    type
    passengers
    description
    price
    picture {
      ...CardPicture
    }
  }
`
