import { useId, useState } from 'react';
import {
  aFechaIso,
  CamposRequisitoPersona,
  EVIDENCIA_CANCELACION,
  MENSAJES_REQUISITOS,
  RESULTADO_REQUISITO,
  SIN_COPIAR_PEGAR,
  validarArchivoEvidencia,
  validarRequisitoPersona,
} from '@talento/rules';
import { aErrorDeServidor, AreaTexto, CampoTexto, mostrarError, notificar, PieConfirmacion, SelectorFecha } from '@talento/ui';
import { trpc } from '../../trpc';
import { claseCampo, claseEtiqueta, Modal } from './modal';

type Errores = Partial<Record<'requisitoId' | 'fechaRealizacion' | 'puntaje' | 'conceptoFinal' | 'comentario' | 'archivo', string>>;

/**
 * "Agregar requerimiento" (spec 03 §2): type, date, result, score 0–100 / final concept / comment (rules
 * for tests; copy and paste disabled) and evidence files, all sent in ONE multipart call.
 */
export function ModalRequisito({ candidatoId, tieneEntrevista, onCerrar }: { candidatoId: number; tieneEntrevista: boolean; onCerrar: () => void }) {
  const ids = { tipo: useId(), resultado: useId(), archivo: useId() };
  const tipos = trpc.hojasDeVida.tiposRequisito.useQuery();
  const [requisitoId, setRequisitoId] = useState('');
  const [fecha, setFecha] = useState<Date | null>(new Date());
  const [resultado, setResultado] = useState('1');
  const [puntaje, setPuntaje] = useState('');
  const [concepto, setConcepto] = useState('');
  const [comentario, setComentario] = useState('');
  const [visible, setVisible] = useState(false);
  const [archivos, setArchivos] = useState<File[]>([]);
  const [errores, setErrores] = useState<Errores>({});
  const tipo = tipos.data?.find((t) => String(t.id) === requisitoId);

  const agregar = trpc.hojasDeVida.agregarRequisito.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      const { status } = aErrorDeServidor(e);
      if (status >= 500) notificar.error(archivos.length ? MENSAJES_REQUISITOS.errorArchivo : MENSAJES_REQUISITOS.errorAgregar);
      else mostrarError(e);
    },
  });

  const campos = () => ({
    candidatoId: String(candidatoId),
    requisitoId,
    fechaRealizacion: fecha ? aFechaIso(fecha) : '',
    resultado,
    puntaje,
    conceptoFinal: concepto,
    comentario,
    esVisibleCliente: String(visible),
  });

  const guardar = () => {
    const nuevos: Errores = {};
    const r = CamposRequisitoPersona.safeParse(campos());
    if (!r.success) for (const i of r.error.issues) nuevos[i.path[0] as keyof Errores] ??= i.message;
    else Object.assign(nuevos, validarRequisitoPersona(r.data, { esPrueba: tipo?.esPruebas ?? false, tieneEntrevista, hoy: aFechaIso(new Date()) }));
    for (const a of archivos) {
      const m = validarArchivoEvidencia({ nombre: a.name, tipoMime: a.type, tamano: a.size });
      if (m) nuevos.archivo = m;
    }
    setErrores(nuevos);
    const primero = Object.values(nuevos)[0];
    if (primero) {
      notificar.error(primero);
      return;
    }
    const fd = new FormData();
    for (const [k, v] of Object.entries(campos())) fd.set(k, v);
    for (const a of archivos) fd.append('archivo', a);
    agregar.mutate(fd);
  };

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Agregar requerimiento"
      pie={
        <PieConfirmacion
          texto="Guardar"
          onConfirmar={guardar}
          onCancelar={onCerrar}
          cargando={agregar.isPending}
        />
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.tipo} className={claseEtiqueta}>
            Requerimiento
          </label>
          <select id={ids.tipo} className={claseCampo} value={requisitoId} onChange={(e) => setRequisitoId(e.target.value)} aria-invalid={errores.requisitoId ? true : undefined}>
            <option value="">Seleccione un requerimiento</option>
            {tipos.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.nombre}
                {t.esPruebas ? ' (prueba)' : ''}
              </option>
            ))}
          </select>
          {errores.requisitoId && <p className="text-xs text-red-600">{errores.requisitoId}</p>}
        </div>
        <SelectorFecha etiqueta="Fecha de realización" valor={fecha} onChange={setFecha} max={new Date()} error={errores.fechaRealizacion} />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.resultado} className={claseEtiqueta}>
            Resultado
          </label>
          <select id={ids.resultado} className={claseCampo} value={resultado} onChange={(e) => setResultado(e.target.value)}>
            {RESULTADO_REQUISITO.opciones.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.etiqueta}
              </option>
            ))}
          </select>
        </div>
        <CampoTexto
          etiqueta={`Puntaje (0 a 100)${tipo?.esPruebas ? ' *' : ''}`}
          value={puntaje}
          inputMode="decimal"
          onChange={(e) => setPuntaje(e.target.value)}
          error={errores.puntaje}
        />
        <AreaTexto etiqueta={`Concepto final${tipo?.esPruebas ? ' *' : ''}`} valor={concepto} onChange={setConcepto} error={errores.conceptoFinal} rows={3} {...SIN_COPIAR_PEGAR} />
        <AreaTexto
          etiqueta={`Comentario${tipo?.esPruebas && !tieneEntrevista ? ' *' : ''}`}
          valor={comentario}
          onChange={setComentario}
          error={errores.comentario}
          rows={3}
          {...SIN_COPIAR_PEGAR}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
          Visible por el cliente
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.archivo} className={claseEtiqueta}>
            Archivos de evidencia (PDF, JPG o PNG, máximo 10 MB cada uno)
          </label>
          <input id={ids.archivo} type="file" multiple accept={EVIDENCIA_CANCELACION.aceptar} className="text-sm" onChange={(e) => setArchivos([...(e.target.files ?? [])])} />
          {errores.archivo && <p className="text-xs text-red-600">{errores.archivo}</p>}
        </div>
      </div>
    </Modal>
  );
}
