/** Detalle FAC — placeholder until its slice is built. */
export default function Pagina() {
  return <p className="p-4 text-slate-600">Detalle FAC: en construcción.</p>;
}
