import { useState } from 'react';
import { MENSAJES_CITAS as M, REFERENCIA_OTRO } from '@talento/rules';
import { Boton, CampoTexto, Dato, Seleccion } from '@talento/ui';
import { idElegido, opcionesCon } from './opciones';
import type { CatalogosCita, DetalleCita } from './tipos';

export interface CambioReferencia {
  referenciaId: number | null;
  otrosReferencia?: string;
}

interface Props {
  cita: DetalleCita;
  referencias: CatalogosCita['referencias'] | undefined;
  editable: boolean;
  ocupado: boolean;
  /** The change being saved, shown while it travels. */
  enviado: CambioReferencia | undefined;
  onGuardar: (cambio: CambioReferencia, alGuardar: () => void) => void;
}

/**
 * The referral (add_cita). A referral is saved as soon as it is chosen, except "Otro" (id 6), which first asks the
 * free text and is saved with its Guardar button.
 */
export function CampoReferencia({ cita, referencias, editable, ocupado, enviado, onGuardar }: Props) {
  // undefined: the saved referral; a number: "Otro" chosen, waiting for its text.
  const [elegida, setElegida] = useState<number | undefined>(undefined);
  const [otros, setOtros] = useState(cita.otrosReferencia ?? '');
  const [error, setError] = useState<string>();
  if (!editable) {
    const texto =
      cita.referencia &&
      (cita.referencia.id === REFERENCIA_OTRO && cita.otrosReferencia
        ? `${cita.referencia.nombre}: ${cita.otrosReferencia}`
        : cita.referencia.nombre);
    return <Dato etiqueta="Referencia">{texto}</Dato>;
  }
  const mostrada = enviado ? enviado.referenciaId : (elegida ?? cita.referencia?.id ?? null);
  const volverAlGuardado = () => setElegida(undefined);
  const elegir = (referenciaId: number | null) => {
    setError(undefined);
    if (referenciaId === REFERENCIA_OTRO) {
      setElegida(referenciaId);
      return;
    }
    volverAlGuardado();
    onGuardar({ referenciaId }, volverAlGuardado);
  };
  const guardarOtro = () => {
    const texto = otros.trim();
    if (!texto) {
      setError(M.otrosReferenciaRequerido);
      return;
    }
    onGuardar({ referenciaId: REFERENCIA_OTRO, otrosReferencia: texto }, volverAlGuardado);
  };
  return (
    <div className="flex flex-col gap-2">
      <Seleccion
        etiqueta="Referencia"
        valor={mostrada}
        opciones={opcionesCon(referencias, cita.referencia)}
        vacia="Sin referencia"
        disabled={ocupado || !referencias}
        onChange={(v) => elegir(idElegido(v))}
      />
      {mostrada === REFERENCIA_OTRO && (
        <div className="flex items-end gap-2">
          <CampoTexto
            etiqueta="¿Cuál otra referencia?"
            className="grow"
            value={otros}
            maxLength={200}
            error={error}
            requerido
            onChange={(e) => setOtros(e.target.value)}
          />
          <Boton variante="secundario" cargando={ocupado} onClick={guardarOtro}>
            Guardar referencia
          </Boton>
        </div>
      )}
    </div>
  );
}
