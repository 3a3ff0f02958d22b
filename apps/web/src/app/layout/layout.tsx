import { Outlet, ScrollRestoration } from 'react-router';
import { MaintenanceNotice } from '../../components/maintenance-notice';
import { useTexts } from '../../texts';
import { Footer } from './footer';
import { Header } from './header';
import './layout.css';

/** The frame of every route: skip link, header, the route's content and footer. */
export function Layout() {
  const texts = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.common.skipToContent}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <MaintenanceNotice />
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
