/** A form page whose record is not there (or may not be written here): why, and the way back to its list. */
import { Link } from 'react-router-dom';
import { Card } from './card.tsx';

export function RecordMissing({ className, message, backTo, backLabel }: { className: string; message: string; backTo: string; backLabel: string }) {
  return (
    <Card className={className}>
      <p>{message}</p>
      <Link className="btn btn--secondary" to={backTo}>{backLabel}</Link>
    </Card>
  );
}
