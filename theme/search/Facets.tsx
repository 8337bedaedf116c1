import { KINDS, type Kind, type Product } from '../../common/search/types';
import { PRODUCT_FACETS } from '../api/api-list';
import './search.css';

export interface FacetsProps {
  products: Product[];
  kinds: Kind[];
  onChange: (next: { products: Product[]; kinds: Kind[] }) => void;
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
export function Facets({ products, kinds, onChange }: FacetsProps) {
  const any = products.length > 0 || kinds.length > 0;
  return (
    <div className="search-facets">
      <FacetGroup
        label="Product"
        facet="product"
        options={PRODUCT_FACETS}
        chosen={products}
        onToggle={(id) => onChange({ products: toggle(products, id), kinds })}
      />
      <FacetGroup
        label="Kind"
        facet="kind"
        options={KINDS}
        chosen={kinds}
        onToggle={(id) => onChange({ products, kinds: toggle(kinds, id) })}
      />
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
