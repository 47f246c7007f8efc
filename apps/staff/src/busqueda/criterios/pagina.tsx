/** Búsqueda por criterios — placeholder until its slice is built. */
export default function Pagina() {
  return <p className="p-4 text-slate-600">Búsqueda por criterios: en construcción.</p>;
}
