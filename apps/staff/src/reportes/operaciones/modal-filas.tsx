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
  onCerrar,
}: {
  cifra: CifraElegida;
  filtros: FiltrosInforme;
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
