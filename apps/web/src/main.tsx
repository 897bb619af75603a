import { startApp } from './app/start-app';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

void startApp(container);
