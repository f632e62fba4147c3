/** Words only the server uses: error messages and e-mails. */
import { errors } from './errors';
import { mail } from './mail';

export const serverMessages = { ...errors, ...mail };
