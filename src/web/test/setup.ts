import { forgetEverything } from './browser';

forgetEverything();
