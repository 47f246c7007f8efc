import { formatoFechaHora } from '@talento/rules';
import { Boton, Modal, type CifraElegida } from '@talento/ui';
import { ListaFilas } from './lista-filas';
import type { FiltrosInforme } from './tipos';

/**
 * The rows behind one number of the report: a funnel measure's orders or candidates, or for a percentage one list
 * per term of its numerator and denominator (each says which), same filters, 20 per page each.
 */
export function ModalFilas({
  cifra,
  filtros,
  calculadoEn,
  onCerrar,
}: {
  cifra: CifraElegida;
  filtros: FiltrosInforme;
  /** When the report's figures were computed: the rows below are read now, so they may differ. */
  calculadoEn: Date | null;
  onCerrar: () => void;
}) {
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={`${cifra.etiqueta} · ${cifra.periodo}`}
      ancho="max-w-5xl"
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      <div className="flex flex-col gap-6">
        {!cifra.congelada && calculadoEn && (
          <p className="text-sm text-slate-600" data-testid="filas-de-ahora">
            La cifra del informe se calculó el {formatoFechaHora(calculadoEn)}; estas filas son de este
            momento. Si no coinciden, use «Recalcular ahora» en el informe.
          </p>
        )}
        {cifra.partes.map((parte) => (
          <ListaFilas
            key={parte.clave}
            parte={parte}
            desde={cifra.desde}
            hasta={cifra.hasta}
            periodo={cifra.periodo}
            congelada={cifra.congelada}
            filtros={filtros}
          />
        ))}
      </div>
    </Modal>
  );
}
