// An async boundary: Module Federation negotiates the shared singletons before the app loads.
// The server's start script (start/firstScreenStart.ts) runs this entry once the page's first
// screen has painted.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
