import { KINDS, type Kind, type Product } from '../../common/search/types';
import { API_FACETS, PRODUCT_FACETS } from '../api/api-list';
import { apiOptions } from './api-facet';
import './search.css';

export interface FacetsProps {
  products: Product[];
  kinds: Kind[];
  /** The chosen API (`apiKey`), one at most; offered (given this) where a product in scope has several APIs. */
  apis?: string[];
  onChange: (next: { products: Product[]; kinds: Kind[]; apis?: string[] }) => void;
}

const toggle = <T,>(list: T[], v: T) =>
  list.includes(v) ? list.filter((x) => x !== v) : [...list, v];

/** One row of chips, each pressed while its value is chosen. */
function FacetGroup<T extends string>(props: {
  label: string;
  facet: string;
  options: readonly { id: T; label: string }[];
  chosen: T[];
  onToggle: (id: T) => void;
}) {
  const { label, facet, options, chosen, onToggle } = props;
  return (
    <div role="group" aria-label={label} className="search-facets__group">
      <span className="search-facets__label" aria-hidden="true">
        {label}
      </span>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className="search-chip"
          data-facet={`${facet}:${o.id}`}
          aria-pressed={chosen.includes(o.id)}
          onClick={() => onToggle(o.id)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** Filter chips: product (products.yaml's, then general) and kind (API reference, docs, tools, blog). */
export function Facets({ products, kinds, apis, onChange }: FacetsProps) {
  const any = products.length > 0 || kinds.length > 0 || Boolean(apis?.length);
  // The API filter: a select, one API at most (a product may have a hundred).
  const options = apis ? apiOptions(products, API_FACETS) : [];
  return (
    <div className="search-facets">
      <FacetGroup
        label="Product"
        facet="product"
        options={PRODUCT_FACETS}
        chosen={products}
        onToggle={(id) => onChange({ products: toggle(products, id), kinds, apis: [] })}
      />
      <FacetGroup
        label="Kind"
        facet="kind"
        options={KINDS}
        chosen={kinds}
        onToggle={(id) => onChange({ products, kinds: toggle(kinds, id), apis })}
      />
      {options.length ? (
        <div className="search-facets__group">
          <label className="search-facets__label" htmlFor="search-facet-api">
            API
          </label>
          <select
            id="search-facet-api"
            className="search-facets__select"
            data-facet="api"
            value={apis?.[0] ?? ''}
            onChange={(e) =>
              onChange({ products, kinds, apis: e.target.value ? [e.target.value] : [] })
            }
          >
            <option value="">All APIs</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {any ? (
        <button
          type="button"
          className="search-facets__clear"
          onClick={() => onChange({ products: [], kinds: [], apis: [] })}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
