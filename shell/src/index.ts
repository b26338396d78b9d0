// An async boundary: Module Federation negotiates the shared singletons before the app loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
