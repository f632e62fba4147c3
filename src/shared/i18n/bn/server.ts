/** Words only the server uses: error messages, e-mails, page titles for search engines. */
import { errors } from './errors';
import { mail } from './mail';
import { seo } from './seo';

export const serverMessages = { ...errors, ...mail, ...seo };
