/**
 * "Validar documentos" link of the CV summary header (spec 03 §2): opens the document-validation screen
 * in its own browser window (reused by name); a plain middle-click/new-tab still works through the href.
 */
export function EnlaceValidacion({ candidatoId }: { candidatoId: number }) {
  const url = `/hv/${candidatoId}/validar-documentos`;
  return (
    <a
      href={url}
      target="validacion-documentos"
      rel="noopener"
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-marca-700 hover:bg-slate-50"
      onClick={(e) => {
        e.preventDefault();
        window.open(url, 'validacion-documentos', 'width=1100,height=800');
      }}
    >
      Validar documentos
    </a>
  );
}
