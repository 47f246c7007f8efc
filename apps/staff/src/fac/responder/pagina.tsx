/** Responder preguntas filtro — placeholder until its slice is built. */
export default function Pagina() {
  return <p className="p-4 text-slate-600">Responder preguntas filtro: en construcción.</p>;
}
