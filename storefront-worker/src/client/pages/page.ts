// Custom pages and 404s inside a store: only the header behaviour (badges, menu, shrink, language).
import { initHeader } from '../lib/header';

initHeader();
