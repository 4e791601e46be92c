import enAccount from "./en/account.json";
import enAuth from "./en/auth.json";
import enCommon from "./en/common.json";
import enErrors from "./en/errors.json";
import enLanding from "./en/landing.json";
import enLayout from "./en/layout.json";
import enNotifications from "./en/notifications.json";
import enPageTools from "./en/page-tools.json";
import enScreens from "./en/screens.json";
import enSites from "./en/sites.json";
import trAccount from "./tr/account.json";
import trAuth from "./tr/auth.json";
import trCommon from "./tr/common.json";
import trErrors from "./tr/errors.json";
import trLanding from "./tr/landing.json";
import trLayout from "./tr/layout.json";
import trNotifications from "./tr/notifications.json";
import trPageTools from "./tr/page-tools.json";
import trScreens from "./tr/screens.json";
import trSites from "./tr/sites.json";

export const resources = {
  tr: {
    common: trCommon,
    layout: trLayout,
    errors: trErrors,
    landing: trLanding,
    screens: trScreens,
    auth: trAuth,
    account: trAccount,
    notifications: trNotifications,
    sites: trSites,
    "page-tools": trPageTools,
  },
  en: {
    common: enCommon,
    layout: enLayout,
    errors: enErrors,
    landing: enLanding,
    screens: enScreens,
    auth: enAuth,
    account: enAccount,
    notifications: enNotifications,
    sites: enSites,
    "page-tools": enPageTools,
  },
} as const;

export type ScreenKey = keyof typeof trScreens;
