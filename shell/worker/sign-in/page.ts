// GET /auth/login: the sign-in page as HTML from the front door, with one small island (client/main.ts) for its
// forms. It is the page a merchant opens cold, so it carries no framework: the dashboard (shell and remotes) loads
// after sign-in, on the page the merchant was going to. Same screen as SPEC §2 "Login screen": phone code (the
// default tab) or username and password, the red alert above the forms, a link to register, the find-store box.
import { LANGUAGE_LIST, PLAN, type Language } from '@app/contracts';
import { countryOptions, DEFAULT_COUNTRY } from '@app/contracts/phone-picker';
import { OTP_LENGTH } from '@app/contracts/constants';
import { jsonForScript, markup, raw, type Html } from '@app/html';
import { islandCatalogue, translator, type Translate } from './catalogue';

export const BRAND_NAME = 'Edge Store';
const PLAN_FEATURES = ['headerFooter', 'unlimitedProducts', 'transactions', 'dragDrop', 'emailSupport', 'reports'] as const;

export interface SignInAssets {
  css: string;
  js: string;
}

export interface SignInPageInput {
  lang: Language;
  /** Where a successful sign-in goes (already checked: a path of this origin) */
  next: string;
  assets: SignInAssets;
  year: number;
}

const field = (id: string, label: string, control: Html) =>
  markup`<div class="si-field"><label for="${id}">${label}</label>${control}<p class="si-error" id="${id}-error" hidden></p></div>`;

function header(t: Translate, lang: Language, next: string): Html {
  const options = LANGUAGE_LIST.map(
    (l) => markup`<option value="${l.code}" lang="${l.code}"${l.code === lang ? ' selected' : ''}>${l.name}</option>`,
  );
  return markup`<header class="si-top"><div class="si-top__row">
<a class="si-brand" href="/" aria-label="${t('shell:brand.home', { brand: BRAND_NAME })}"><span class="si-brand__mark" aria-hidden="true"></span>${BRAND_NAME}</a>
<nav class="si-nav" aria-label="${t('shell:nav.main')}"><a href="/about">${t('shell:public.about')}</a><a href="/contact">${t('shell:public.contact')}</a><a href="/auth/register">${t('shell:nav.register')}</a></nav>
<form class="si-lang" method="get" action="/auth/login" data-si-lang><input type="hidden" name="next" value="${next}"><select name="lang" aria-label="${t('common:language')}">${options}</select><button type="submit" class="si-lang__go">OK</button></form>
</div></header>`;
}

// The country list is the same for every request in a language: named and sorted once per isolate, not per page.
const COUNTRY_OPTIONS = new Map<Language, Html>();
const countryOptionsHtml = (lang: Language) => {
  let options = COUNTRY_OPTIONS.get(lang);
  if (options === undefined) {
    const list = countryOptions(lang).map(
      (o) => markup`<option value="${o.country}"${o.country === DEFAULT_COUNTRY ? ' selected' : ''}>${o.name} (+${o.code})</option>`,
    );
    options = markup`${list}`;
    COUNTRY_OPTIONS.set(lang, options);
  }
  return options;
};

function phoneForm(t: Translate, lang: Language): Html {
  const options = countryOptionsHtml(lang);
  const control = markup`<div class="si-phone"><div class="si-phone__country"><span aria-hidden="true" data-si-country-face>${DEFAULT_COUNTRY} +1</span><select id="login-phone-country" aria-label="${t('account:phone.country')}">${options}</select></div><input id="login-phone" name="phone_number" type="tel" inputmode="numeric" autocomplete="tel-national" placeholder="${t('account:phone.placeholder')}"></div>`;
  return markup`<form id="si-phone-form" novalidate>${field('login-phone', t('account:fields.phone'), control)}<button class="si-btn si-btn--block" type="submit">${t('account:login.sendCode')}</button></form>`;
}

function passwordForm(t: Translate): Html {
  const username = markup`<input id="login-username" name="username" autocomplete="username" maxlength="64">`;
  const password = markup`<input id="login-password" name="password" type="password" autocomplete="current-password" maxlength="256">`;
  return markup`<form id="si-password-form" novalidate>${field('login-username', t('account:fields.username'), username)}${field('login-password', t('account:fields.password'), password)}<button class="si-btn si-btn--block" type="submit">${t('account:login.signIn')}</button></form>`;
}

function card(t: Translate, lang: Language): Html {
  const tab = (key: 'phone' | 'password', selected: boolean) =>
    markup`<button type="button" role="tab" id="si-tab-${key}" aria-controls="si-panel-${key}" aria-selected="${selected}"${selected ? '' : markup` tabindex="-1"`}>${t(`account:login.tabs.${key}`)}</button>`;
  return markup`<section class="si-card" aria-labelledby="si-title">
<h1 id="si-title">${t('account:login.title')}</h1><p class="si-lead">${t('account:login.subtitle')}</p>
<div class="si-alert" role="alert" data-testid="auth-error" hidden></div>
<div class="si-tabs" role="tablist" aria-label="${t('account:login.tabsLabel')}">${tab('phone', true)}${tab('password', false)}</div>
<div role="tabpanel" id="si-panel-phone" aria-labelledby="si-tab-phone">${phoneForm(t, lang)}</div>
<div role="tabpanel" id="si-panel-password" aria-labelledby="si-tab-password" hidden>${passwordForm(t)}</div>
<div class="si-foot"><p>${t('account:login.noAccount')} <a href="/auth/register">${t('account:login.registerLink')}</a></p>
<button type="button" class="si-link" aria-expanded="false" aria-controls="find-store" data-si-find-toggle>${t('account:findStore.toggle')}</button>
<div id="find-store" hidden><label for="find-store-number">${t('account:findStore.label')}</label><form class="si-row" role="search" data-si-find><input id="find-store-number" inputmode="numeric" maxlength="12" placeholder="${t('account:findStore.placeholder')}" required><button type="submit" class="si-btn" disabled>${t('account:findStore.go')}</button></form></div></div>
</section>`;
}

function plan(t: Translate): Html {
  const items = PLAN_FEATURES.map((f) => markup`<li>${t(`account:plan.features.${f}`)}</li>`);
  return markup`<aside class="si-plan" aria-labelledby="plan-advert-title"><p class="si-plan__name" id="plan-advert-title">${t('account:plan.name')}</p><p class="si-plan__price">${t('account:plan.price', { price: PLAN.priceUsd })}</p><p class="si-plan__trial">${t('account:plan.trial', { days: PLAN.trialDays })}</p><ul>${items}</ul></aside>`;
}

function otpDialog(t: Translate): Html {
  const boxes = Array.from(
    { length: OTP_LENGTH },
    (_, i) =>
      markup`<input data-otp-box="${i}" inputmode="numeric" autocomplete="${i === 0 ? 'one-time-code' : 'off'}" maxlength="${OTP_LENGTH}" aria-label="${t('account:otp.digitLabel', { n: i + 1 })}" aria-describedby="otp-message">`,
  );
  return markup`<dialog class="si-dialog" id="si-otp" aria-labelledby="si-otp-title"><form novalidate data-si-otp-form>
<h2 id="si-otp-title">${t('account:otp.title')}</h2><p class="si-lead" data-si-otp-lead></p>
<div class="si-otp" role="group" aria-label="${t('account:otp.boxesLabel')}">${boxes}</div>
<div id="otp-message" class="si-otp__message" aria-live="polite"></div>
<div class="si-resend" data-si-resend-row><button type="button" class="si-link" data-si-resend>${t('account:otp.resend')}</button><small data-testid="otp-resend-wait"></small><small role="status" data-testid="otp-resend-status"></small></div>
<div class="si-actions"><button type="button" class="si-btn si-btn--secondary" data-si-otp-close>${t('account:actions.close')}</button><button type="submit" class="si-btn" data-si-otp-verify>${t('account:otp.verify')}</button></div>
</form></dialog>`;
}

/** The whole page; every text from the catalogues of `lang`, every value escaped. */
export function signInPage({ lang, next, assets, year }: SignInPageInput): string {
  const t = translator(lang);
  const data = { lang, next, text: islandCatalogue(lang) };
  const page = markup`<!doctype html>
<html lang="${lang}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${t('account:login.subtitle')}"><meta name="theme-color" content="#4f46e5"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${t('account:login.title')} · ${BRAND_NAME}</title><link rel="stylesheet" href="${assets.css}"><script src="${assets.js}" defer></script></head>
<body>${header(t, lang, next)}
<main id="main" class="si-page">${card(t, lang)}${plan(t)}</main>
<footer class="si-footer"><p>${t('shell:footer.tagline')}</p><p>${t('shell:footer.copyright', { year })}</p></footer>
${otpDialog(t)}<div class="si-toasts" popover="manual" data-si-toasts></div>
<script type="application/json" id="si-data">${raw(jsonForScript(data))}</script></body></html>`;
  return page.value;
}
