import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { userLanguage } from "../apps/server/src/analysis/user-language";
import { publishEvent } from "../apps/server/src/events/publish-event";
import { createNotification } from "../apps/server/src/notifications/create-notification";
import { registerAndConfirm } from "../apps/server/test/accounts/support";
import { startTestServer } from "../apps/server/test/support/start-test-server";
import { TestClient } from "../apps/server/test/support/test-client";
import enAuth from "../apps/web/src/locales/en/auth.json";
import enErrors from "../apps/web/src/locales/en/errors.json";
import enLanding from "../apps/web/src/locales/en/landing.json";
import enLayout from "../apps/web/src/locales/en/layout.json";
import trAuth from "../apps/web/src/locales/tr/auth.json";
import trErrors from "../apps/web/src/locales/tr/errors.json";
import trLanding from "../apps/web/src/locales/tr/landing.json";
import trLayout from "../apps/web/src/locales/tr/layout.json";
import { launchBrowser, type TestBrowser } from "./support/browser";
import { chooseMenuItem } from "./support/menu";
import { screenshotAllSizes } from "./support/screenshots";
import { type E2eServer, startE2eServer } from "./support/server";

const MOBILE = { width: 375, height: 740 };
const SESSION_COOKIE = "sitelens.session_token";
const SISTER_APP = {
  name: "Adlens",
  url: "https://adlens.example/",
  description: { tr: "Reklam görünürlüğü", en: "Ad visibility" },
};

/** Records the <html> class at the moment <body> appears, i.e. before anything can be painted. */
const recordFirstPaintClass = () => {
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    (window as unknown as { firstPaintClass: string }).firstPaintClass = document.documentElement.className;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

async function heading(page: Page) {
  const h1 = page.getByRole("heading", { level: 1 });
  await h1.waitFor();
  // Public pages are pre-rendered: the heading shows before the app can handle a click.
  await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
  return (await h1.textContent())?.trim();
}

async function chooseFromMenu(page: Page, trigger: RegExp, item: string) {
  await chooseMenuItem(
    page,
    page.getByRole("button", { name: trigger }),
    page.getByRole("menuitemradio", { name: item }),
  );
}

/** Registers through the real sign-up flow and hands the session to the browser; returns the user id. */
async function signIn(page: Page, email: string, baseUrl = server.baseUrl) {
  const client = new TestClient(baseUrl);
  const userId = await registerAndConfirm(client, email);
  const session = client.cookie(SESSION_COOKIE);
  if (!session) throw new Error("registration left no session cookie");
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: baseUrl }]);
  return userId;
}

let server: E2eServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startE2eServer({ SISTER_APPS: JSON.stringify([SISTER_APP]) }),
    launchBrowser(),
  ]);
});
afterEach(async () => {
  await Promise.all(browser.browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("landing", () => {
  it("shows the Turkish hero at / and the English one at /en", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    expect(await heading(page)).toBe(trLanding.headline);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("tr");
    await page.getByRole("link", { name: trLanding.freeTrial }).waitFor();

    await page.goto(`${server.baseUrl}/en`);
    expect(await heading(page)).toBe(enLanding.headline);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("takes the e-mail to registration and the trial button to /register", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    await heading(page);
    await page.getByLabel(trLanding.emailLabel).fill("deniz@example.com");
    await page.getByRole("button", { name: trLanding.emailSubmit }).click();
    await page.waitForURL(`${server.baseUrl}/register?email=deniz%40example.com`);

    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("link", { name: trLanding.freeTrial }).click();
    await page.waitForURL(`${server.baseUrl}/register`);
  });

  it("sends an e-mail submitted before the app has started to registration too", async () => {
    // Without JavaScript the pre-rendered form is all there is, as it is for a visitor who submits before hydration.
    const context = await browser.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.getByLabel(trLanding.emailLabel).fill("deniz@example.com");
    await page.getByRole("button", { name: trLanding.emailSubmit }).click();
    await page.waitForURL(`${server.baseUrl}/register?email=deniz%40example.com`);
  });
});

describe("sister apps", () => {
  it("lists the configured apps with descriptions in the page's language", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/en`);
    await heading(page);
    await page.getByRole("button", { name: enLayout.sisterApps.label }).click();
    const item = page.getByRole("menuitem", { name: new RegExp(SISTER_APP.name) });
    expect(await item.getAttribute("href")).toBe(SISTER_APP.url);
    expect(await item.textContent()).toContain(SISTER_APP.description.en);
  });
});

describe("top-bar menus", () => {
  it("load on first use, survive a failed download and open from the keyboard", async () => {
    const page = await browser.newPage();
    const popupRequests: string[] = [];
    let failNext = true;
    await page.route(/\/assets\/choice-menu-popup-[^/]+\.js$/, async (route) => {
      popupRequests.push(route.request().url());
      if (failNext) {
        failNext = false;
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    await page.goto(`${server.baseUrl}/en`);
    await heading(page);
    expect(popupRequests).toEqual([]);

    const theme = page.getByRole("button", { name: enLayout.theme.label });
    expect(await theme.getAttribute("aria-haspopup")).toBe("menu");
    await theme.hover(); // warms the cache: this download fails
    await expect.poll(() => popupRequests.length).toBe(1);
    await theme.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitemradio", { name: enLayout.theme.dark }).click();
    expect(popupRequests).toHaveLength(2);
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain("dark");
  });
});

describe("auth guard", () => {
  it("sends a signed-out visitor from /app to /login, keeping where they wanted to go", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/app/sites/abc?tab=tasks`);
    await page.waitForURL(`${server.baseUrl}/login?redirect=%2Fapp%2Fsites%2Fabc%3Ftab%3Dtasks`);
  });
});

describe("language", () => {
  it("keeps a language chosen on an app route across a reload", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await heading(page);
    const topBarLogin = (name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });
    await chooseFromMenu(page, /^(Dil|Language): /, "Türkçe");
    await page.reload();
    await topBarLogin(trLayout.auth.login).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("sitelens-lang"))).toBe("tr");

    await chooseFromMenu(page, /^Dil: /, "English");
    await page.getByText(enLayout.language.changed).waitFor();
    await page.reload();
    await topBarLogin(enLayout.auth.login).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("carries the landing page's language into registration; the suggestion agrees with / when nothing is stored", async () => {
    const page = await browser.newPage();
    const suggested = await (await fetch(`${server.baseUrl}/api/locale`)).json();
    expect(suggested.language).toBe("tr");
    await page.goto(`${server.baseUrl}/`);
    await heading(page);
    await page.getByRole("link", { name: trLanding.freeTrial }).click();
    await page.waitForURL(`${server.baseUrl}/register`);
    // The address changes before the register screen replaces the landing page's heading.
    await page.getByRole("heading", { level: 1, name: trAuth.register.title }).waitFor();
    expect(await heading(page)).toBe(trAuth.register.title);

    const english = await browser.newPage();
    await english.goto(`${server.baseUrl}/en`);
    await heading(english);
    await english.getByRole("link", { name: enLanding.freeTrial }).click();
    await english.waitForURL(`${server.baseUrl}/register`);
    await english.getByRole("heading", { level: 1, name: enAuth.register.title }).waitFor();
    expect(await heading(english)).toBe(enAuth.register.title);
    await english.goto(`${server.baseUrl}/app`);
    await english.waitForURL(/\/login/);
    expect(await english.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("moves a public page to its other-language address", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    await chooseFromMenu(page, /^Dil: /, "English");
    await page.waitForURL(`${server.baseUrl}/en`);
    expect(await heading(page)).toBe(enLanding.headline);
  });
});

describe("language of notifications", () => {
  it("saves the switch to the account and shows the notifications in the new language, code marked", async () => {
    const live = await startTestServer();
    const page = await browser.newPage();
    try {
      // Registered with an English interface: the account's language is English.
      const userId = await signIn(page, "lang@example.com", live.url);
      await page.addInitScript(() => localStorage.setItem("sitelens-lang", "en"));
      const title = {
        tr: '`<meta name="viewport">` etiketi yok',
        en: 'Does not have a `<meta name="viewport">` tag',
      };
      await createNotification(live.context, userId, {
        key: "high_priority_tasks",
        params: { site: "kahve-dukkani.test", count: 1, titles: [title] },
      });
      await page.goto(`${live.url}/app`, { waitUntil: "domcontentloaded" });
      await page.getByRole("button", { name: /^Notifications, / }).click();
      await page.getByText("kahve-dukkani.test: 1 new high-priority task").waitFor();
      await page.keyboard.press("Escape");
      await chooseFromMenu(page, /^Language: /, "Türkçe");
      await expect.poll(() => userLanguage(live.context.database, userId)).toBe("tr");
      await page.getByRole("button", { name: /^Bildirimler, / }).click();
      await page.getByText("kahve-dukkani.test: 1 yeni yüksek öncelikli görev").waitFor();
      const message = page.getByTestId("notification-item").getByText("etiketi yok");
      expect(await message.textContent()).not.toContain("`");
      expect(await message.locator("code").textContent()).toBe('<meta name="viewport">');
      await screenshotAllSizes(page, "notifications-tr", { settleMs: 300, fullPage: false });
    } finally {
      await page.context().close();
      await live.stop();
    }
  }, 300_000);
});

describe("theme", () => {
  it("keeps a chosen theme across a reload and applies it before the first paint", async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(`${server.baseUrl}/`);
    await heading(page);
    await chooseFromMenu(page, /^Tema$/, trLayout.theme.dark);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

    await page.addInitScript(recordFirstPaintClass);
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { firstPaintClass: string }).firstPaintClass),
    ).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("sitelens-theme"))).toBe("dark");
  });

  it("follows the system when nothing is stored", async () => {
    const page = await browser.newPage();
    await page.addInitScript(recordFirstPaintClass);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`${server.baseUrl}/`);
    expect(
      await page.evaluate(() => (window as unknown as { firstPaintClass: string }).firstPaintClass),
    ).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
  });
});

describe("mobile", () => {
  it("shows no bottom bar to signed-out visitors at 375 px", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await page.goto(`${server.baseUrl}/`);
    await heading(page);
    expect(await page.getByTestId("bottom-bar").count()).toBe(0);
  });
});

describe("signed-in shell", () => {
  it("shows the four-item bottom bar at 375 px and hides it on desktop", async () => {
    const page = await browser.newPage({ viewport: MOBILE });
    await signIn(page, "mobile@example.com");
    await page.goto(`${server.baseUrl}/app`);
    const bar = page.getByTestId("bottom-bar");
    await bar.waitFor();
    const items = bar.locator("a, button");
    expect(await items.count()).toBe(4);
    expect(await items.allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(Sites|Siteler)$/),
        expect.stringMatching(/^(Account|Hesap)$/),
      ]),
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await bar.waitFor({ state: "hidden" });
  });

  it("hides the footer on tool routes, offers contact details and signs out", async () => {
    const page = await browser.newPage();
    await signIn(page, "shell@example.com");
    const eventStream = page.waitForRequest((request) => request.url().endsWith("/api/events"));
    await page.goto(`${server.baseUrl}/app`);
    await eventStream;
    await page.getByRole("navigation", { name: /^(Tools|Araçlar)$/ }).waitFor();
    expect(await page.getByRole("contentinfo").count()).toBe(0);

    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole("contentinfo").waitFor();
    await page.waitForFunction(() => ["Dashboard · Sitelens", "Panel · Sitelens"].includes(document.title));

    const config = (await (await page.request.get(`${server.baseUrl}/api/config`)).json()) as {
      contact: { email: string; phones: string[] };
    };
    await chooseMenuItem(
      page,
      page.getByRole("button", { name: /^(Account menu|Hesap menüsü)$/ }),
      page.getByRole("menuitem", { name: /^(Contact|İletişim)$/ }),
    );
    const dialog = page.getByRole("dialog");
    for (const value of [config.contact.email, ...config.contact.phones])
      await dialog.getByText(value).waitFor();
    await page.keyboard.press("Escape");

    await chooseMenuItem(
      page,
      page.getByRole("button", { name: /^(Account menu|Hesap menüsü)$/ }),
      page.getByRole("menuitem", { name: /^(Log out|Çıkış yap)$/ }),
    );
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.goto(`${server.baseUrl}/settings`);
    await page.waitForURL(`${server.baseUrl}/login?redirect=%2Fsettings`);
  });
});

describe("live updates", () => {
  it("refetches the session when the server pushes user.updated", async () => {
    // In-process, so the test can raise an event the way a worker does.
    const live = await startTestServer();
    const page = await browser.newPage();
    try {
      const userId = await signIn(page, "live@example.com", live.url);
      const stream = page.waitForResponse((response) => response.url().endsWith("/api/events"));
      await page.goto(`${live.url}/account-info`);
      await stream;
      const refetched = page.waitForRequest((request) => request.url().endsWith("/api/auth/get-session"));
      const publish = () => publishEvent(live.context.database, { userId, type: "user.updated", data: {} });
      // The stream subscribes on the server shortly after its headers arrive; repeat until heard.
      const republish = setInterval(() => void publish(), 500);
      try {
        await publish();
        await refetched;
      } finally {
        clearInterval(republish);
      }
    } finally {
      await page.context().close();
      await live.stop();
    }
  });
});

describe("not found", () => {
  it("answers an unknown path with a 404 status and a page with a way back", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.baseUrl}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await heading(page)).toBe(enErrors.notFound.title);
    await page.getByRole("link", { name: enErrors.notFound.home }).click();
    await page.waitForURL(`${server.baseUrl}/en`);
  });
});

describe("error screen", () => {
  it("shows the generic error screen with a working reload button", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/dev/crash`);
    expect([trErrors.crash.title, enErrors.crash.title]).toContain(await heading(page));
    const reload = page.getByRole("button", {
      name: new RegExp(`${trErrors.crash.reload}|${enErrors.crash.reload}`),
    });
    await Promise.all([page.waitForEvent("load"), reload.click()]);
    expect([trErrors.crash.title, enErrors.crash.title]).toContain(await heading(page));
  });
});
