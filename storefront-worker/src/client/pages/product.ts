// Product page: header behaviour, Add to Cart / Wishlist with toasts, gallery and 2x hover zoom.
import { initActions } from '../lib/actions';
import { initGallery } from '../lib/gallery';
import { initHeader } from '../lib/header';

initHeader();
initActions();
initGallery();
