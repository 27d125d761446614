// The async boundary lets the federation runtime set up the shared singletons before React loads.
import('./bootstrap');
