// Custom pages and 404s inside a store: the header behaviour (badges, menu, shrink, language, newsletter) and the
// page's contact forms.
import { initContactForms } from '../lib/contact';
import { inTasks } from '../lib/dom';
import { initHeader } from '../lib/header';

inTasks(initHeader, initContactForms);
