import { useEffect } from 'react';
import {
  datosPorCompletarAviso,
  EntradaPublicarAviso,
  formatoFechaHora,
  MENSAJES_DATOS_PERSONALES as M,
} from '@talento/rules';
import {
  CampoArea,
  columnasDe,
  mostrarError,
  notificar,
  PieFormulario,
  ponerErroresDelServidor,
  Seccion,
  Tabla,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';

interface Version {
  version: number;
  texto: string;
  publicadoPor: string;
  publicadoEn: Date;
}
const c = columnasDe<Version>();
const columnas = c.columns([
  c.accessor('version', { header: 'Versión' }),
  c.accessor('publicadoPor', { header: 'Publicada por' }),
  c.accessor('publicadoEn', { header: 'Fecha', cell: ({ getValue }) => formatoFechaHora(getValue()) }),
]);

/**
 * `/datos-personales/aviso` (`admin_datos_personales`): the privacy notice. Editing publishes a new version (the
 * old ones stay, as authorisations name the version accepted); the list shows every version with who and when. The
 * installation starts with a version 1 whose agency details are placeholders: the page names them while the version
 * in force still has them.
 */
export default function Pagina() {
  const utils = trpc.useUtils();
  const versiones = trpc.datosPersonales.aviso.versiones.useQuery();
  const vigente = versiones.data?.[0] ?? null;
  const porCompletar = vigente ? datosPorCompletarAviso(vigente.texto) : [];
  const { register, handleSubmit, setError, formState, reset, refFormulario } = useFormulario(
    EntradaPublicarAviso,
    {
      defaultValues: { texto: '', versionAnterior: null },
    },
  );
  useEffect(() => {
    if (versiones.data)
      reset(
        { texto: vigente?.texto ?? '', versionAnterior: vigente?.version ?? null },
        { keepDirtyValues: true },
      );
  }, [versiones.data, vigente, reset]);
  const publicar = trpc.datosPersonales.aviso.publicar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.datosPersonales.aviso.versiones.invalidate();
    },
    onError: (e) => {
      if (!ponerErroresDelServidor(e, setError)) mostrarError(e);
    },
  });
  const guardar = handleSubmit((entrada) => publicar.mutate(entrada));

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Aviso de privacidad</h1>
      <Seccion titulo={vigente ? `Versión vigente: ${vigente.version}` : 'Sin aviso publicado'}>
        <form
          ref={refFormulario}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => void guardar(e)}
        >
          <p className="text-sm text-slate-600">
            Cada cambio publica una versión nueva; las autorizaciones guardan la versión que la persona
            aceptó. El aviso se muestra en la página pública /aviso-privacidad y en la página de autorización.
          </p>
          {porCompletar.length > 0 && (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {M.avisoPorCompletar(porCompletar)}
            </p>
          )}
          <CampoArea
            etiqueta="Texto del aviso"
            requerido
            rows={16}
            maxLength={30_000}
            {...register('texto')}
            error={formState.errors.texto?.message}
          />
          <PieFormulario
            texto="Publicar nueva versión"
            onCancelar={() =>
              reset({ texto: vigente?.texto ?? '', versionAnterior: vigente?.version ?? null })
            }
            cargando={publicar.isPending}
          />
        </form>
      </Seccion>
      <Tabla
        etiqueta="Versiones del aviso"
        columnas={columnas}
        datos={versiones.data}
        cargando={versiones.isLoading}
        vacio="Todavía no hay versiones publicadas."
        idFila={(v) => String(v.version)}
        ordenable={false}
      />
    </div>
  );
}
