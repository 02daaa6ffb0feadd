// GET /auth/login: the sign-in page as HTML from the front door, with one small island (client/main.ts) for its
// forms. It is the page a merchant opens cold, so it carries no framework: the dashboard (shell and remotes) loads
// after sign-in, on the page the merchant was going to. Same screen as SPEC §2 "Login screen": phone code (the
// default tab) or username and password, the red alert above the forms, a link to register, the find-store box.
import { LANGUAGE_LIST, PLAN, type Language } from '@app/contracts';
import { countryOptions, DEFAULT_COUNTRY } from '@app/contracts/phone-picker';
import { OTP_LENGTH } from '@app/contracts/constants';
import { islandCatalogue, translator, type Translate } from './catalogue';

export const BRAND_NAME = 'Edge Store';
const PLAN_FEATURES = ['headerFooter', 'unlimitedProducts', 'transactions', 'dragDrop', 'emailSupport', 'reports'] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values: every character HTML could read as markup is escaped. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** JSON inside <script type="application/json">: "<" escaped, so no text in it can close the element. */
const jsonForScript = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

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

const field = (id: string, label: string, control: string) =>
  `<div class="si-field"><label for="${id}">${esc(label)}</label>${control}<p class="si-error" id="${id}-error" hidden></p></div>`;

function header(t: Translate, lang: Language, next: string): string {
  const options = LANGUAGE_LIST.map(
    (l) => `<option value="${l.code}" lang="${l.code}"${l.code === lang ? ' selected' : ''}>${esc(l.name)}</option>`,
  ).join('');
  return `<header class="si-top"><div class="si-top__row">
<a class="si-brand" href="/" aria-label="${esc(t('shell:brand.home', { brand: BRAND_NAME }))}"><span class="si-brand__mark" aria-hidden="true"></span>${BRAND_NAME}</a>
<nav class="si-nav" aria-label="${esc(t('shell:nav.main'))}"><a href="/about">${esc(t('shell:public.about'))}</a><a href="/contact">${esc(t('shell:public.contact'))}</a><a href="/auth/register">${esc(t('shell:nav.register'))}</a></nav>
<form class="si-lang" method="get" action="/auth/login" data-si-lang><input type="hidden" name="next" value="${esc(next)}"><select name="lang" aria-label="${esc(t('common:language'))}">${options}</select><button type="submit" class="si-lang__go">OK</button></form>
</div></header>`;
}

// The country list is the same for every request in a language: named and sorted once per isolate, not per page.
const COUNTRY_OPTIONS = new Map<Language, string>();
const countryOptionsHtml = (lang: Language) => {
  let html = COUNTRY_OPTIONS.get(lang);
  if (html === undefined) {
    html = countryOptions(lang)
      .map((o) => `<option value="${o.country}"${o.country === DEFAULT_COUNTRY ? ' selected' : ''}>${esc(o.name)} (+${o.code})</option>`)
      .join('');
    COUNTRY_OPTIONS.set(lang, html);
  }
  return html;
};

function phoneForm(t: Translate, lang: Language): string {
  const options = countryOptionsHtml(lang);
  const control = `<div class="si-phone"><div class="si-phone__country"><span aria-hidden="true" data-si-country-face>${DEFAULT_COUNTRY} +1</span><select id="login-phone-country" aria-label="${esc(t('account:phone.country'))}">${options}</select></div><input id="login-phone" name="phone_number" type="tel" inputmode="numeric" autocomplete="tel-national" placeholder="${esc(t('account:phone.placeholder'))}"></div>`;
  return `<form id="si-phone-form" novalidate>${field('login-phone', t('account:fields.phone'), control)}<button class="si-btn si-btn--block" type="submit">${esc(t('account:login.sendCode'))}</button></form>`;
}

function passwordForm(t: Translate): string {
  const username = `<input id="login-username" name="username" autocomplete="username" maxlength="64">`;
  const password = `<input id="login-password" name="password" type="password" autocomplete="current-password" maxlength="256">`;
  return `<form id="si-password-form" novalidate>${field('login-username', t('account:fields.username'), username)}${field('login-password', t('account:fields.password'), password)}<button class="si-btn si-btn--block" type="submit">${esc(t('account:login.signIn'))}</button></form>`;
}

function card(t: Translate, lang: Language): string {
  const tab = (key: 'phone' | 'password', selected: boolean) =>
    `<button type="button" role="tab" id="si-tab-${key}" aria-controls="si-panel-${key}" aria-selected="${selected}"${selected ? '' : ' tabindex="-1"'}>${esc(t(`account:login.tabs.${key}`))}</button>`;
  return `<section class="si-card" aria-labelledby="si-title">
<h1 id="si-title">${esc(t('account:login.title'))}</h1><p class="si-lead">${esc(t('account:login.subtitle'))}</p>
<div class="si-alert" role="alert" data-testid="auth-error" hidden></div>
<div class="si-tabs" role="tablist" aria-label="${esc(t('account:login.tabsLabel'))}">${tab('phone', true)}${tab('password', false)}</div>
<div role="tabpanel" id="si-panel-phone" aria-labelledby="si-tab-phone">${phoneForm(t, lang)}</div>
<div role="tabpanel" id="si-panel-password" aria-labelledby="si-tab-password" hidden>${passwordForm(t)}</div>
<div class="si-foot"><p>${esc(t('account:login.noAccount'))} <a href="/auth/register">${esc(t('account:login.registerLink'))}</a></p>
<button type="button" class="si-link" aria-expanded="false" aria-controls="find-store" data-si-find-toggle>${esc(t('account:findStore.toggle'))}</button>
<div id="find-store" hidden><label for="find-store-number">${esc(t('account:findStore.label'))}</label><form class="si-row" role="search" data-si-find><input id="find-store-number" inputmode="numeric" maxlength="12" placeholder="${esc(t('account:findStore.placeholder'))}" required><button type="submit" class="si-btn" disabled>${esc(t('account:findStore.go'))}</button></form></div></div>
</section>`;
}

function plan(t: Translate): string {
  const items = PLAN_FEATURES.map((f) => `<li>${esc(t(`account:plan.features.${f}`))}</li>`).join('');
  return `<aside class="si-plan" aria-labelledby="plan-advert-title"><p class="si-plan__name" id="plan-advert-title">${esc(t('account:plan.name'))}</p><p class="si-plan__price">${esc(t('account:plan.price', { price: PLAN.priceUsd }))}</p><p class="si-plan__trial">${esc(t('account:plan.trial', { days: PLAN.trialDays }))}</p><ul>${items}</ul></aside>`;
}

function otpDialog(t: Translate): string {
  const boxes = Array.from(
    { length: OTP_LENGTH },
    (_, i) =>
      `<input data-otp-box="${i}" inputmode="numeric" autocomplete="${i === 0 ? 'one-time-code' : 'off'}" maxlength="${OTP_LENGTH}" aria-label="${esc(t('account:otp.digitLabel', { n: i + 1 }))}" aria-describedby="otp-message">`,
  ).join('');
  return `<dialog class="si-dialog" id="si-otp" aria-labelledby="si-otp-title"><form novalidate data-si-otp-form>
<h2 id="si-otp-title">${esc(t('account:otp.title'))}</h2><p class="si-lead" data-si-otp-lead></p>
<div class="si-otp" role="group" aria-label="${esc(t('account:otp.boxesLabel'))}">${boxes}</div>
<div id="otp-message" class="si-otp__message" aria-live="polite"></div>
<div class="si-resend" data-si-resend-row><button type="button" class="si-link" data-si-resend>${esc(t('account:otp.resend'))}</button><small data-testid="otp-resend-wait"></small><small role="status" data-testid="otp-resend-status"></small></div>
<div class="si-actions"><button type="button" class="si-btn si-btn--secondary" data-si-otp-close>${esc(t('account:actions.close'))}</button><button type="submit" class="si-btn" data-si-otp-verify>${esc(t('account:otp.verify'))}</button></div>
</form></dialog>`;
}

/** The whole page; every text from the catalogues of `lang`, every value escaped. */
export function signInPage({ lang, next, assets, year }: SignInPageInput): string {
  const t = translator(lang);
  const data = { lang, next, text: islandCatalogue(lang) };
  return `<!doctype html>
<html lang="${lang}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${esc(t('account:login.subtitle'))}"><meta name="theme-color" content="#4f46e5"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${esc(t('account:login.title'))} · ${BRAND_NAME}</title><link rel="stylesheet" href="${assets.css}"><script src="${assets.js}" defer></script></head>
<body>${header(t, lang, next)}
<main id="main" class="si-page">${card(t, lang)}${plan(t)}</main>
<footer class="si-footer"><p>${esc(t('shell:footer.tagline'))}</p><p>${esc(t('shell:footer.copyright', { year }))}</p></footer>
${otpDialog(t)}<div class="si-toasts" popover="manual" data-si-toasts></div>
<script type="application/json" id="si-data">${jsonForScript(data)}</script></body></html>`;
}
