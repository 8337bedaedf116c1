import { KINDS, PRODUCTS, type Kind, type Product } from '../../common/search/types';
import './search.css';

export interface FacetsProps {
  products: Product[];
  kinds: Kind[];
  onChange: (next: { products: Product[]; kinds: Kind[] }) => void;
}

const toggle = <T,>(list: T[], v: T) =>
  list.includes(v) ? list.filter((x) => x !== v) : [...list, v];

/** Filter chips: product (IDN, IIQ, NERM, general) and kind (API reference, docs, tools, blog). */
export function Facets({ products, kinds, onChange }: FacetsProps) {
  const any = products.length > 0 || kinds.length > 0;
  return (
    <div className="search-facets">
      <div role="group" aria-label="Product" className="search-facets__group">
        <span className="search-facets__label" aria-hidden="true">
          Product
        </span>
        {PRODUCTS.map((p) => (
          <button
            key={p.id}
            type="button"
            className="search-chip"
            data-facet={`product:${p.id}`}
            aria-pressed={products.includes(p.id)}
            onClick={() => onChange({ products: toggle(products, p.id), kinds })}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Kind" className="search-facets__group">
        <span className="search-facets__label" aria-hidden="true">
          Kind
        </span>
        {KINDS.map((k) => (
          <button
            key={k.id}
            type="button"
            className="search-chip"
            data-facet={`kind:${k.id}`}
            aria-pressed={kinds.includes(k.id)}
            onClick={() => onChange({ products, kinds: toggle(kinds, k.id) })}
          >
            {k.label}
          </button>
        ))}
      </div>
      {any ? (
        <button
          type="button"
          className="search-facets__clear"
          onClick={() => onChange({ products: [], kinds: [] })}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
