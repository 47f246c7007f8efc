import { createContext, useContext, type ReactNode } from 'react';

/** What an empty `Dato` shows, set once per `Rejilla` (the CV says "No Registra" everywhere, spec 03 §2). */
const VacioDeRejilla = createContext('—');
/** Whether the `Dato` sits in a `<dl>` (a `Rejilla` of data): a `<dt>`/`<dd>` pair is valid only there. */
const DentroDeLista = createContext(false);

const estaVacio = (v: ReactNode) =>
  v === null || v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0);

/**
 * One label/value pair of a read-only panel: `<div><dt/><dd/></div>` inside a `Rejilla` (a `<dl>`). Anywhere else
 * (a lone field under a grid, a grid of form fields) it is its own one-item `<dl>`, so a screen cannot produce a
 * `<dt>` outside a list (axe `dlitem`). An empty value shows `vacio`, by default the one of its `Rejilla` ("—"
 * unless the screen says otherwise).
 */
export function Dato({
  etiqueta,
  children,
  vacio,
  ancho = false,
}: {
  etiqueta: string;
  children?: ReactNode;
  vacio?: string;
  ancho?: boolean;
}) {
  const vacioDeRejilla = useContext(VacioDeRejilla);
  const enLista = useContext(DentroDeLista);
  const sinValor = estaVacio(children);
  const Elemento = enLista ? 'div' : 'dl';
  return (
    <Elemento className={ancho ? 'sm:col-span-full' : undefined}>
      <dt className="text-xs font-medium text-slate-600 print:text-[10px]">{etiqueta}</dt>
      <dd className={`mt-0.5 whitespace-pre-line text-sm ${sinValor ? 'text-slate-600' : 'text-slate-800'}`}>
        {sinValor ? (vacio ?? vacioDeRejilla) : children}
      </dd>
    </Elemento>
  );
}

/**
 * The grid of a panel: one column on phones, two from `sm`, three from `lg` (three when printing). A `<dl>` for
 * `Dato`s; `elemento="div"` for a grid of form fields.
 */
export function Rejilla({
  children,
  elemento = 'dl',
  etiqueta,
  vacio = '—',
  className = 'grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-y-1',
}: {
  children: ReactNode;
  elemento?: 'dl' | 'div';
  etiqueta?: string;
  /** Another layout (a two-column box, a stack) for the same list. */
  className?: string;
  /** What its empty `Dato`s show. */
  vacio?: string;
}) {
  const Elemento = elemento;
  return (
    <VacioDeRejilla value={vacio}>
      <DentroDeLista value={elemento === 'dl'}>
        <Elemento aria-label={etiqueta} className={className}>
          {children}
        </Elemento>
      </DentroDeLista>
    </VacioDeRejilla>
  );
}
