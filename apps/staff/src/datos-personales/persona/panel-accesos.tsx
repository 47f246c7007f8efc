import { Link } from 'react-router';
import { ACCIONES_ACCESO_DATOS, formatoFechaHora } from '@talento/rules';
import { Seccion, Spinner } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';

const etiqueta = (accion: string) =>
  ACCIONES_ACCESO_DATOS[accion as keyof typeof ACCIONES_ACCESO_DATOS] ?? accion;

/**
 * The CV's «Accesos recientes»: who opened, printed or exported this CV lately; an administrator of personal data
 * goes from here to the person's data (export, suppression) and to the whole log of the person.
 */
export function PanelAccesos({ candidatoId }: { candidatoId: number }) {
  const { permisos } = useUsuario();
  const consulta = trpc.datosPersonales.accesos.recientes.useQuery({ candidatoId });
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
    </Seccion>
  );
}
