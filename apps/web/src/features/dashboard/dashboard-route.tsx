import { useState } from 'react';
import { RoleGuard } from '../../lib/role-guard';
import { useTexts } from '../../texts';
import { ConsumptionColumn } from './consumption-column';
import { CustomerColumn } from './customer-column';
import './dashboard.css';

function Dashboard() {
  const texts = useTexts().dashboard;
  // One "now" per visit: the totals, periods and year lists agree with each other.
  const [now] = useState(() => new Date());
  return (
    <div className="container page">
      <h1 className="visually-hidden">{texts.title}</h1>
      <div className="dashboard">
        <ConsumptionColumn now={now} />
        <CustomerColumn />
      </div>
    </div>
  );
}

/**
 * /dashboard: the consumer's front page. Other roles go to /forbidden, logged-out users home; the
 * server checks every call regardless.
 */
export function Component() {
  return (
    <RoleGuard roles={['consumer']}>
      <Dashboard />
    </RoleGuard>
  );
}
