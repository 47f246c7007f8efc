import { Link } from 'react-router';
import { ACCIONES_ACCESO_DATOS, formatoFechaHora } from '@talento/rules';
import { Boton, mostrarError, Seccion, Spinner } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { descargarBase64 } from '../../hv/gestion/descargar';
import { trpc } from '../../trpc';
import { useExportarZip } from './exportar-zip';

const etiqueta = (accion: string) =>
  ACCIONES_ACCESO_DATOS[accion as keyof typeof ACCIONES_ACCESO_DATOS] ?? accion;

/**
 * The CV's «Accesos recientes»: who opened, printed or exported this CV lately. An administrator of personal data
 * downloads from here, in one click, everything held about the person (the ZIP with their files, or the PDF or JSON
 * alone), and goes to the person's data (suppression, the whole log).
 */
export function PanelAccesos({ candidatoId }: { candidatoId: number }) {
  const { permisos } = useUsuario();
  const utils = trpc.useUtils();
  const consulta = trpc.datosPersonales.accesos.recientes.useQuery({ candidatoId });
  const exportar = trpc.datosPersonales.acceso.exportar.useMutation({
    onSuccess: (archivo) => {
      descargarBase64(archivo);
      void utils.datosPersonales.accesos.recientes.invalidate({ candidatoId });
    },
    onError: mostrarError,
  });
  const zip = useExportarZip();
  const ocupado = exportar.isPending || zip.isPending;
  const administra = permisos.includes('admin_datos_personales');
  const filas = consulta.data?.filas;
  return (
    <Seccion
      titulo="Accesos recientes"
      acciones={
        administra ? (
          <Link
            to={`/datos-personales/persona/${candidatoId}`}
            className="text-sm text-marca-700 hover:underline"
          >
            Datos personales
          </Link>
        ) : null
      }
    >
      <div className="flex flex-col gap-3">
        {administra && (
          <div className="flex flex-wrap gap-2">
            <Boton
              variante="secundario"
              cargando={zip.isPending}
              disabled={ocupado}
              onClick={() => zip.mutate(candidatoId)}
            >
              Exportar sus datos (ZIP)
            </Boton>
            <Boton
              variante="secundario"
              disabled={ocupado}
              onClick={() => exportar.mutate({ candidatoId, formato: 'pdf' })}
            >
              Exportar sus datos (PDF)
            </Boton>
            <Boton
              variante="secundario"
              disabled={ocupado}
              onClick={() => exportar.mutate({ candidatoId, formato: 'json' })}
            >
              Exportar sus datos (JSON)
            </Boton>
          </div>
        )}
        {!filas ? (
          <Spinner />
        ) : filas.length === 0 ? (
          <p className="text-sm text-slate-600">Nadie ha accedido a esta hoja de vida.</p>
        ) : (
          <ul
            aria-label="Accesos recientes a la hoja de vida"
            className="flex flex-col gap-1 text-sm text-slate-700"
          >
            {filas.map((a) => (
              <li key={a.id}>
                {formatoFechaHora(a.fecha)} · {a.usuario ?? 'Sistema'} · {etiqueta(a.accion)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Seccion>
  );
}
