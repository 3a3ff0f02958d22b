import { invoiceProductOfPathSegment, type ProductType } from '@energiaportaali/domain';
import { Navigate, useParams } from 'react-router';
import { useProductTypesQuery } from '../../api/product-types';
import { Spinner } from '../../components/spinner';
import { RoleGuard } from '../../lib/role-guard';
import { useTexts } from '../../texts';
import { InvoiceSearch } from './invoice-search';
import {
  failureKind,
  fallbackProductTypes,
  invoicesPathOf,
  productTypesErrorText,
} from './invoice-rules';
import { LoadFailure } from '../../components/load-failure';
import './invoices.css';

const invoicesRoot = '/laskut';

// /laskut opens the first product; a path word the consumer has no product for goes back there.
function ProductRoute({
  productTypes,
  segment,
}: {
  productTypes: readonly ProductType[];
  segment: string | undefined;
}) {
  const texts = useTexts().invoices;
  const [first] = productTypes;
  if (segment === undefined) {
    return first ? <Navigate to={invoicesPathOf(first.type)} replace /> : <p>{texts.noProducts}</p>;
  }
  const productType = invoiceProductOfPathSegment(segment);
  if (productType === null || !productTypes.some((product) => product.type === productType)) {
    return <Navigate to={invoicesRoot} replace />;
  }
  return <InvoiceSearch productTypes={productTypes} productType={productType} />;
}

function InvoicesPage() {
  const texts = useTexts().invoices;
  const { type: segment } = useParams();
  const query = useProductTypesQuery();
  const kind = query.isError ? failureKind(query.error) : null;
  let body;
  if (query.isPending) {
    body = <Spinner />;
  } else if (kind !== null && kind !== 'unavailable') {
    body = (
      <LoadFailure
        message={productTypesErrorText(kind, texts)}
        loggingOut={kind === 'unauthorized'}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    // 404, 500 and 502 fall back to Sähkö and Lämpö (spec 02 §8).
    const productTypes = query.data ?? fallbackProductTypes(texts);
    body = <ProductRoute productTypes={productTypes} segment={segment} />;
  }
  return (
    <div className="container page invoices">
      <h1>{texts.title}</h1>
      {body}
    </div>
  );
}

/** /laskut and /laskut/:type 'Laskut': the consumer's invoices by product, year and usage place. */
export function Component() {
  return (
    <RoleGuard roles={['consumer']}>
      <InvoicesPage />
    </RoleGuard>
  );
}
