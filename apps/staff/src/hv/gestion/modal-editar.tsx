import { useId, useState } from 'react';
import { aFechaIso, camposPersonalesCambiados, desdeFechaIso, CamposPersonales, MENSAJES_EDICION, mensajeMedioFaltante, type CampoPersonal, type DatosPersonales } from '@talento/rules';
import { aErrorDeServidor, CampoTexto, notificar, PieConfirmacion, SelectorFecha, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { claseCampo, claseEtiqueta, Modal } from './modal';
import type { DatosEdicion } from './tipos';

type Errores = Partial<Record<CampoPersonal | 'motivo' | 'nuevaClave', string>>;

const aFecha = (iso: string | null) => (iso ? desdeFechaIso(iso) : null);

/** "Editar candidato" (spec 03 §5): loads the current data, then the form. */
export function ModalEditar({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const datos = trpc.hojasDeVida.datosEdicion.useQuery({ candidatoId }, { staleTime: 0, gcTime: 0 });
  return datos.data ? (
    <Formulario datos={datos.data} onCerrar={onCerrar} />
  ) : (
    <Modal abierto onCerrar={onCerrar} titulo="Editar candidato">
      <Spinner etiqueta="Cargando candidato" />
    </Modal>
  );
}

function Formulario({ datos, onCerrar }: { datos: DatosEdicion; onCerrar: () => void }) {
  const ids = { motivo: useId(), clave: useId() };
  const original: DatosPersonales = { ...datos };
  const [v, setV] = useState<DatosPersonales>(original);
  const [motivo, setMotivo] = useState('');
  const [cambiarClave, setCambiarClave] = useState(false);
  const [clave, setClave] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const poner = (k: CampoPersonal) => (valor: string) => setV((x) => ({ ...x, [k]: valor }));

  const editar = trpc.hojasDeVida.editarCandidato.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      const { status, detalle } = aErrorDeServidor(e);
      if (status === 403) notificar.error(detalle ?? MENSAJES_EDICION.errorActualizar);
      else if (status === 400) notificar.error(MENSAJES_EDICION.errorEnviado, detalle);
      // Spec 03 §8: any other failure shows this text; a version conflict adds the server's explanation.
      else notificar.error(MENSAJES_EDICION.errorActualizar, status === 409 ? detalle : undefined);
    },
  });

  const guardar = () => {
    const nuevos: Errores = {};
    const r = CamposPersonales.safeParse({ ...v, fechaNacimiento: v.fechaNacimiento ?? '' });
    if (!r.success) for (const i of r.error.issues) nuevos[i.path[0] as CampoPersonal] ??= i.message;
    if (cambiarClave && clave.length < 6) nuevos.nuevaClave = MENSAJES_EDICION.claveCorta;
    if (Object.keys(nuevos).length) {
      setErrores(nuevos);
      notificar.error(MENSAJES_EDICION.formularioInvalido);
      return;
    }
    const medio = mensajeMedioFaltante(camposPersonalesCambiados(original, v), motivo ? Number(motivo) : null);
    if (medio) {
      setErrores({ motivo: medio });
      notificar.error(medio);
      return;
    }
    setErrores({});
    if (!r.success) return;
    editar.mutate({
      ...r.data,
      candidatoId: datos.candidatoId,
      version: datos.version,
      motivoCambioId: motivo ? Number(motivo) : null,
      cambiarClave,
      nuevaClave: cambiarClave ? clave : null,
    });
  };

  const texto = (k: CampoPersonal, etiqueta: string, extra: { inputMode?: 'tel' | 'email'; type?: string } = {}) => (
    <CampoTexto etiqueta={etiqueta} value={v[k] ?? ''} error={errores[k]} onChange={(e) => poner(k)(e.target.value)} {...extra} />
  );

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Editar candidato"
      ancho="max-w-2xl"
      pie={
        <PieConfirmacion
          texto="Guardar"
          onConfirmar={guardar}
          onCancelar={onCerrar}
          cargando={editar.isPending}
        />
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {texto('nombre1', 'Primer nombre *')}
        {texto('nombre2', 'Segundo nombre')}
        {texto('apellido1', 'Primer apellido *')}
        {texto('apellido2', 'Segundo apellido')}
        {texto('email', 'Correo electrónico *', { type: 'email', inputMode: 'email' })}
        {texto('telefonoOCelular', 'Teléfono o celular *', { inputMode: 'tel' })}
        {texto('whatsapp', 'WhatsApp', { inputMode: 'tel' })}
        <SelectorFecha
          etiqueta="Fecha de nacimiento *"
          valor={aFecha(v.fechaNacimiento)}
          max={new Date()}
          onChange={(f) => poner('fechaNacimiento')(f ? aFechaIso(f) : '')}
          error={errores.fechaNacimiento}
        />
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={ids.motivo} className={claseEtiqueta}>
          Medio por el cual se enteró del cambio
        </label>
        <select id={ids.motivo} className={claseCampo} value={motivo} onChange={(e) => setMotivo(e.target.value)} aria-invalid={errores.motivo ? true : undefined}>
          <option value="">Seleccione un medio</option>
          {datos.motivos.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nombre}
            </option>
          ))}
        </select>
        {errores.motivo && <p className="text-xs text-red-600">{errores.motivo}</p>}
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={cambiarClave} onChange={(e) => setCambiarClave(e.target.checked)} />
        Cambiar la contraseña del candidato{datos.tieneClave ? '' : ' (aún no tiene)'}
      </label>
      {cambiarClave && (
        <div className="mt-2">
          <CampoTexto id={ids.clave} etiqueta="Nueva contraseña *" type="password" autoComplete="new-password" value={clave} error={errores.nuevaClave} onChange={(e) => setClave(e.target.value)} />
        </div>
      )}
      {datos.contratado && <p className="mt-3 text-xs text-slate-500">El candidato está contratado: los cambios de datos personales se envían también al sistema de nómina.</p>}
    </Modal>
  );
}
