import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  Boton,
  DialogoConfirmacion,
  notificar,
  PieFormularioFijo,
  ponerErroresDelServidor,
} from '@talento/ui';
import {
  ESTADO_PERFIL,
  MENSAJES_PERFILES as M,
  accionesPerfil,
  esquemaFormularioPerfil,
  puedeDefinirCompetencias,
  puedeDefinirPruebas,
  puedeGuardarYAprobar,
  type CamposPerfil,
  type ValoresFormularioPerfil,
} from '@talento/rules';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { CatalogosPerfil, PerfilCompleto } from '../comun/tipos';
import { MarcaObligatorio } from '../comun/obligatorio';
import { useAccionesFormulario } from './acciones-formulario';
import { valoresIniciales, type Elegidos, type EstadoFormularioPerfil } from './estado';
import { SeccionBasicos } from './seccion-basicos';
import { SeccionCaracteristicas } from './seccion-caracteristicas';
import { SeccionFac } from './seccion-fac';
import { SeccionGeneral } from './seccion-general';
import { SeccionListas } from './seccion-listas';
import { SeccionMultiposting } from './seccion-multiposting';
import { SeccionOrganizacion } from './seccion-organizacion';

interface Props {
  modo: 'crear' | 'editar';
  catalogos: CatalogosPerfil;
  inicial: EstadoFormularioPerfil;
  /** Edit: the profile; duplicate: the source profile. */
  perfil?: PerfilCompleto;
}

type Datos = CamposPerfil & { clienteId?: number | null };
type Dialogo = { accion: 'crear' | 'aprobar'; datos: Datos } | { accion: 'cancelar' } | null;

/**
 * The profile form (react-hook-form over the shared schema of packages/rules, every rule of the screen in it):
 * create, duplicate (create from a template) and edit (+ save and approve, cancel).
 */
export function FormularioPerfil({ modo, catalogos, inicial, perfil }: Props) {
  const usuario = useUsuario();
  const navigate = useNavigate();
  const edicion = modo === 'editar' ? perfil : undefined;
  const definePruebas = puedeDefinirPruebas(usuario.permisos);
  const defineCompetencias = puedeDefinirCompetencias(usuario.grupos);
  const esquema = useMemo(
    () =>
      esquemaFormularioPerfil(
        {
          smmlv: catalogos.smmlv,
          limites: catalogos.limites,
          padreDeCompetencia: new Map(catalogos.competencias.map((c) => [c.id, c.padreId])),
          validarCompetencias: defineCompetencias,
          exigeTipo: definePruebas,
          exigeFac: modo === 'editar' && definePruebas,
        },
        !edicion,
      ),
    [catalogos, defineCompetencias, definePruebas, modo, edicion],
  );
  const form = useForm<ValoresFormularioPerfil, unknown, Datos>({
    resolver: zodResolver(esquema),
    defaultValues: valoresIniciales(inicial),
  });
  const { control, handleSubmit, setError, setValue, getValues, reset, formState } = form;
  const [elegidos, setElegidos] = useState<Elegidos>(inicial);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const servidor = useAccionesFormulario((error) => ponerErroresDelServidor(error, setError));
  const acciones = edicion ? accionesPerfil(edicion.estadoPerfil, usuario.permisos) : null;
  const [facId, clienteId] = useWatch({ control, name: ['facId', 'clienteId'] });
  // Offered only where the approval can succeed: state 0/1, both flags and a FAC in the form.
  const guardarYAprobar = edicion
    ? puedeGuardarYAprobar(edicion.estadoPerfil, usuario.permisos, (facId ?? null) !== null)
    : false;
  const { ocupado } = servidor;
  const perfilesCliente = trpc.perfiles.porCliente.useQuery(
    { clienteId: clienteId ?? 0 },
    { enabled: typeof clienteId === 'number' },
  );

  const invalido = (errores: FieldErrors<ValoresFormularioPerfil>) =>
    notificar.error(errores.clienteId ? M.cliente : M.formularioInvalido);
  const sinCliente = ({ clienteId: _c, ...campos }: Datos): CamposPerfil => campos;

  /** Saves (create or edit) and answers the saved profile, or null on failure (its one toast already shown). */
  const guardar = async (datos: Datos) => {
    if (edicion) return servidor.editar({ ...sinCliente(datos), id: edicion.id, version: edicion.version });
    if (typeof datos.clienteId !== 'number') return null;
    return servidor.crear({ ...sinCliente(datos), clienteId: datos.clienteId, duplicadoDe: perfil?.id });
  };

  const confirmar = async () => {
    const d = dialogo;
    setDialogo(null);
    let r: { id: number } | null = null;
    if (d?.accion === 'crear') r = await guardar(d.datos);
    else if (d?.accion === 'aprobar' && edicion)
      r = await servidor.guardarYAprobar({
        ...sinCliente(d.datos),
        id: edicion.id,
        version: edicion.version,
      });
    else if (d?.accion === 'cancelar' && edicion)
      r = await servidor.cancelar({ id: edicion.id, version: edicion.version });
    if (r) void navigate(`/perfil/${r.id}`);
  };

  const enviar = handleSubmit(async (datos) => {
    if (!edicion) {
      setDialogo({ accion: 'crear', datos });
      return;
    }
    const r = await guardar(datos);
    if (r) void navigate(`/perfil/${r.id}`);
  }, invalido);
  const aprobar = handleSubmit((datos) => setDialogo({ accion: 'aprobar', datos }), invalido);

  const titulo = edicion
    ? `Editar perfil ${edicion.id}`
    : perfil
      ? `Duplicar perfil ${perfil.id}`
      : 'Crear perfil';
  return (
    <MarcaObligatorio.Provider value={edicion ? '' : ' *'}>
      <FormProvider {...form}>
        <form className="mx-auto flex max-w-6xl flex-col gap-4" noValidate onSubmit={(e) => void enviar(e)}>
          <header className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h1 className="text-xl font-semibold">{titulo}</h1>
              {edicion && (
                <p className="text-sm text-slate-500">
                  Estado: {ESTADO_PERFIL.etiqueta(edicion.estadoPerfil)}
                </p>
              )}
            </div>
            <Boton
              type="button"
              variante="texto"
              onClick={() => void navigate(edicion ? `/perfil/${edicion.id}` : '/perfiles-cliente')}
            >
              Volver
            </Boton>
          </header>
          {/* A disabled fieldset disables every control inside while a call is on its way. */}
          <fieldset disabled={ocupado} className="flex min-w-0 flex-col gap-4">
            <SeccionGeneral
              catalogos={catalogos}
              cliente={elegidos.cliente}
              cargo={elegidos.cargo}
              elegirCliente={
                edicion
                  ? null
                  : (cliente) => {
                      setElegidos((e) => ({ ...e, cliente }));
                      setValue('perfilPadreId', null);
                    }
              }
              elegirCargo={(cargo) => {
                setElegidos((e) => ({ ...e, cargo }));
                if (!getValues('nombreCargoPerfil'))
                  setValue('nombreCargoPerfil', cargo?.etiqueta ?? '', { shouldDirty: true });
              }}
              perfilesCliente={(perfilesCliente.data?.perfiles ?? []).filter((p) => p.id !== edicion?.id)}
              puedeDefinirPruebas={definePruebas}
            />
            <SeccionBasicos
              catalogos={catalogos}
              residencia={elegidos.residencia}
              nacimiento={elegidos.nacimiento}
              elegirCiudad={(campo, ciudad) => setElegidos((e) => ({ ...e, [campo]: ciudad }))}
            />
            <SeccionOrganizacion />
            <SeccionListas />
            <SeccionCaracteristicas catalogos={catalogos} puedeCompetencias={defineCompetencias} />
            <SeccionMultiposting catalogos={catalogos} />
            {edicion && (
              <SeccionFac perfilId={edicion.id} facActual={edicion.fac} puedeDefinir={definePruebas} />
            )}
          </fieldset>
          <PieFormularioFijo
            texto={elegidos.cliente ? 'Guardar Perfil' : undefined}
            sucio={formState.isDirty}
            onDescartar={() => {
              reset();
              setElegidos(inicial);
            }}
            guardando={servidor.guardando}
            ocupado={ocupado}
            acciones={
              guardarYAprobar && (
                <Boton
                  type="button"
                  variante="secundario"
                  cargando={servidor.aprobando}
                  disabled={ocupado}
                  onClick={() => void aprobar()}
                >
                  Guardar y aprobar Perfil
                </Boton>
              )
            }
            destructiva={
              // Spec 02 §3 names it "Cancelar Perfil": it destroys the profile (with a confirmation), so it
              // stays apart from the save and from "Descartar cambios", which only undoes the typing.
              acciones?.cancelar && (
                <Boton
                  type="button"
                  variante="peligro"
                  cargando={servidor.cancelando}
                  disabled={ocupado}
                  onClick={() => setDialogo({ accion: 'cancelar' })}
                >
                  Cancelar Perfil
                </Boton>
              )
            }
          />
          <DialogoConfirmacion
            abierto={dialogo !== null}
            titulo={
              dialogo?.accion === 'crear'
                ? 'Crear perfil'
                : dialogo?.accion === 'aprobar'
                  ? 'Guardar y aprobar perfil'
                  : 'Cancelar perfil'
            }
            mensaje={
              dialogo?.accion === 'crear'
                ? M.confirmarCrear
                : dialogo?.accion === 'aprobar'
                  ? M.confirmarAprobar
                  : M.confirmarCancelar
            }
            textoSi={
              dialogo?.accion === 'crear'
                ? 'Crear perfil'
                : dialogo?.accion === 'aprobar'
                  ? 'Guardar y aprobar'
                  : 'Cancelar perfil'
            }
            textoNo={dialogo?.accion === 'cancelar' ? 'Conservar el perfil' : 'Seguir editando'}
            peligro={dialogo?.accion === 'cancelar'}
            onSi={() => void confirmar()}
            onNo={() => setDialogo(null)}
          />
        </form>
      </FormProvider>
    </MarcaObligatorio.Provider>
  );
}
