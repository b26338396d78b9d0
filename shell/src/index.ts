// An async boundary: Module Federation negotiates the shared singletons before the app loads.
// On a server-rendered page the app starts once the first screen has painted (afterFirstScreen).
import { afterFirstScreen } from './app/afterFirstScreen';

void afterFirstScreen().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
