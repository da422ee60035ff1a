// Async boundary: shared singletons are negotiated before any app code imports React.
import('./bootstrap');
