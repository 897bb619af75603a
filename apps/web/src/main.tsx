import { startApp } from './app/start-app';
import { nextTask } from './lib/next-task';
import './styles/tokens.css';
import './styles/base.css';
// The tabs and the pictures most public pages show: their rules come with the base styles, one render-blocking
// stylesheet less on each of those pages (issue 13). The components import them too, for the tests and the order.
import './components/ui/tabs.css';
import './components/media/responsive-picture.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// In a task after the one that evaluated the modules: two shorter tasks on a slow phone, not one (issue 13).
void nextTask().then(() => startApp(container));
