// Mounts one router per resource (each registers its operations of the contracts' table at their full paths) and
// renders every error in one place (DESIGN.md §5).
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { MAX_IMAGE_BYTES, MAX_JSON_BYTES, MAX_PRODUCT_IMAGES, type ErrorBody } from '@app/contracts';
import { MAX_RELEASE_FILE_BYTES } from '@app/contracts/releases';
import { ApiError } from './errors';
import type { AppEnv, Ctx } from './env';
import { authRoutes } from './routes/auth';
import { profileRoutes } from './routes/profile';
import { websiteRoutes } from './routes/website';
import { publishingRoutes } from './routes/publishing';
import { previewLinkRoutes } from './routes/preview-links';
import { customHostnameRoutes } from './routes/custom-hostnames';
import { translationRoutes } from './routes/translations';
import { headerFooterRoutes } from './routes/header-footer';
import { heroRoutes } from './routes/hero';
import { pageRoutes } from './routes/pages';
import { productRoutes } from './routes/products';
import { variantRoutes } from './routes/variants';
import { orderRoutes } from './routes/orders';
import { transactionRoutes } from './routes/transactions';
import { checkoutRoutes } from './routes/checkout';
import { orderStatusRoutes } from './routes/order-status';
import { webhookRoutes } from './routes/webhooks';
import { testPayRoutes } from './routes/test-pay';
import { newsletterRoutes, subscriberRoutes } from './routes/newsletter';
import { contactRoutes, inboxRoutes } from './routes/messages';
import { reportRoutes } from './routes/reports';
import { discountRoutes } from './routes/discounts';
import { paymentSettingsRoutes } from './routes/payment-settings';
import { cartPriceRoutes } from './routes/cart-price';
import { devRoutes } from './routes/dev';
import { mediaVariantRoutes } from './routes/media-variants';
import { remoteRoutes } from './routes/remotes';
import { remoteFailureRoutes } from './routes/remote-failures';

// strict: false so SPEC paths with a trailing slash (/website/, /orders/) match the routes (registered without it).
export const app = new Hono<AppEnv>({ strict: false });

// Multipart uploads may carry up to 5 images of 5 MB; a release file (deploy API) up to MAX_RELEASE_FILE_BYTES;
// everything else is small JSON.
const MULTIPART_LIMIT = MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES + 256 * 1024;
const bodyLimitOf = (c: Ctx) => {
  if (c.req.path.startsWith('/admin/remotes/')) return MAX_RELEASE_FILE_BYTES;
  return (c.req.header('content-type') ?? '').includes('multipart/form-data') ? MULTIPART_LIMIT : MAX_JSON_BYTES;
};
app.use('*', async (c, next) => {
  return bodyLimit({
    maxSize: bodyLimitOf(c),
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'Request body is too large');
    },
  })(c, next);
});
app.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
});

app.get('/health', (c) => c.json({ ok: true }));
// Registration order is match order: the owner's /website/* reads before the public ones that share a prefix.
for (const router of [
  authRoutes,
  profileRoutes,
  subscriberRoutes,
  inboxRoutes,
  headerFooterRoutes,
  heroRoutes,
  pageRoutes,
  publishingRoutes,
  previewLinkRoutes,
  customHostnameRoutes,
  translationRoutes,
  discountRoutes,
  paymentSettingsRoutes,
  productRoutes,
  variantRoutes,
  websiteRoutes,
  orderRoutes,
  transactionRoutes,
  checkoutRoutes,
  cartPriceRoutes,
  orderStatusRoutes,
  webhookRoutes,
  testPayRoutes,
  newsletterRoutes,
  contactRoutes,
  reportRoutes,
  remoteRoutes,
  remoteFailureRoutes,
  mediaVariantRoutes,
  devRoutes,
]) {
  app.route('/', router);
}

app.notFound((c) => c.json<ErrorBody>({ message: 'Not found', code: 'not_found' }, 404));

app.onError((err, c) => {
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    const body: ErrorBody = { message: err.message, code: err.code };
    if (err.detail) body.detail = err.detail;
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    return c.json<ErrorBody>({ message: err.message || 'Bad request', code: status === 413 ? 'payload_too_large' : 'bad_request' }, status);
  }
  console.error('unhandled', err);
  return c.json<ErrorBody>({ message: 'Something went wrong', code: 'internal_error' }, 500);
});
