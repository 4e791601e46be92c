import enAccount from "./en/account.json";
import enAuth from "./en/auth.json";
import enBacklinks from "./en/backlinks.json";
import enBilling from "./en/billing.json";
import enChat from "./en/chat.json";
import enCommon from "./en/common.json";
import enCompetitors from "./en/competitors.json";
import enContentPlanning from "./en/content-planning.json";
import enDashboard from "./en/dashboard.json";
import enDistribution from "./en/distribution.json";
import enErrors from "./en/errors.json";
import enGoogle from "./en/google.json";
import enLanding from "./en/landing.json";
import enLayout from "./en/layout.json";
import enMonitoring from "./en/monitoring.json";
import enNotifications from "./en/notifications.json";
import enPageTools from "./en/page-tools.json";
import enScreens from "./en/screens.json";
import enSearch from "./en/search.json";
import enSites from "./en/sites.json";
import enVisibility from "./en/visibility.json";
import trAccount from "./tr/account.json";
import trAuth from "./tr/auth.json";
import trBacklinks from "./tr/backlinks.json";
import trBilling from "./tr/billing.json";
import trChat from "./tr/chat.json";
import trCommon from "./tr/common.json";
import trCompetitors from "./tr/competitors.json";
import trContentPlanning from "./tr/content-planning.json";
import trDashboard from "./tr/dashboard.json";
import trDistribution from "./tr/distribution.json";
import trErrors from "./tr/errors.json";
import trGoogle from "./tr/google.json";
import trLanding from "./tr/landing.json";
import trLayout from "./tr/layout.json";
import trMonitoring from "./tr/monitoring.json";
import trNotifications from "./tr/notifications.json";
import trPageTools from "./tr/page-tools.json";
import trScreens from "./tr/screens.json";
import trSearch from "./tr/search.json";
import trSites from "./tr/sites.json";
import trVisibility from "./tr/visibility.json";

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
    monitoring: trMonitoring,
    sites: trSites,
    billing: trBilling,
    chat: trChat,
    dashboard: trDashboard,
    visibility: trVisibility,
    google: trGoogle,
    search: trSearch,
    competitors: trCompetitors,
    backlinks: trBacklinks,
    "page-tools": trPageTools,
    distribution: trDistribution,
    "content-planning": trContentPlanning,
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
    monitoring: enMonitoring,
    sites: enSites,
    billing: enBilling,
    chat: enChat,
    dashboard: enDashboard,
    visibility: enVisibility,
    google: enGoogle,
    search: enSearch,
    competitors: enCompetitors,
    backlinks: enBacklinks,
    "page-tools": enPageTools,
    distribution: enDistribution,
    "content-planning": enContentPlanning,
  },
} as const;

export type ScreenKey = keyof typeof trScreens;
