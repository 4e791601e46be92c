import { Hero } from "@/features/landing/components/hero";
import { Highlights } from "@/features/landing/components/highlights";

export function LandingRoute() {
  return (
    <>
      <Hero />
      <Highlights />
    </>
  );
}

export { LandingRoute as Component };
