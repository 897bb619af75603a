import { Logo } from './logo';
import { MenuPanel } from './menu-panel';
import { TopBar } from './top-bar';
import './site-header.css';

export function SiteHeader() {
  return (
    <header className="site-header">
      <TopBar />
      <div className="masthead">
        <div className="container masthead__inner">
          <Logo />
          <MenuPanel />
        </div>
      </div>
    </header>
  );
}
