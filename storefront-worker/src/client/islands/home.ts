// Home: header behaviour, Add to Cart / Wishlist with toasts, quick view.
import { initActions } from '../lib/actions';
import { inTasks } from '../lib/dom';
import { initHeader } from '../lib/header';
import { initQuickView } from '../lib/quick-view';

inTasks(initHeader, () => initActions(initQuickView()));
