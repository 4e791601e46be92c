import enCommon from "./en/common.json";
import enErrors from "./en/errors.json";
import enLanding from "./en/landing.json";
import enLayout from "./en/layout.json";
import enScreens from "./en/screens.json";
import trCommon from "./tr/common.json";
import trErrors from "./tr/errors.json";
import trLanding from "./tr/landing.json";
import trLayout from "./tr/layout.json";
import trScreens from "./tr/screens.json";

export const resources = {
  tr: { common: trCommon, layout: trLayout, errors: trErrors, landing: trLanding, screens: trScreens },
  en: { common: enCommon, layout: enLayout, errors: enErrors, landing: enLanding, screens: enScreens },
} as const;

export type ScreenKey = keyof typeof trScreens;
