import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Boton, DialogoConfirmacion, notificar } from '@talento/ui';
import {
  ESTADO_PERFIL,
  MENSAJES_PERFILES as M,
  accionesPerfil,
  esTipoPerfilAdministrativo,
  puedeDefinirCompetencias,
  puedeDefinirPruebas,
  puedeGuardarYAprobar,
  validarFormularioPerfil,
  type CamposPerfil,
  type CamposPerfilEntrada,
} from '@talento/rules';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { CatalogosPerfil, PerfilCompleto } from '../comun/tipos';
import { MarcaObligatorio } from '../comun/obligatorio';
import { useAccionesFormulario } from './acciones-formulario';
import { aEntrada, type EstadoFormularioPerfil } from './estado';
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

/** The profile form: create, duplicate (create from a template) and edit (+ save and approve, cancel). */
export function FormularioPerfil({ modo, catalogos, inicial, perfil }: Props) {
  const usuario = useUsuario();
  const navigate = useNavigate();
  const [estado, setEstado] = useState(inicial);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [dialogo, setDialogo] = useState<'crear' | 'aprobar' | 'cancelar' | null>(null);
  const servidor = useAccionesFormulario(setErrores);
  const edicion = modo === 'editar' ? perfil : undefined;
  const definePruebas = puedeDefinirPruebas(usuario.permisos);
  const defineCompetencias = puedeDefinirCompetencias(usuario.grupos);
  const acciones = edicion ? accionesPerfil(edicion.estadoPerfil, usuario.permisos) : null;
  // Offered only where the approval can succeed: state 0/1, both flags and a FAC in the form.
  const guardarYAprobar = edicion ? puedeGuardarYAprobar(edicion.estadoPerfil, usuario.permisos, (estado.campos.facId ?? null) !== null) : false;
  const { ocupado } = servidor;
  const perfilesCliente = trpc.perfiles.porCliente.useQuery({ clienteId: estado.cliente?.id ?? 0 }, { enabled: estado.cliente !== null });

  const cambiar = (parcial: Partial<CamposPerfilEntrada>) =>
    setEstado((e) => {
      const campos = { ...e.campos, ...parcial };
      if ('tipo' in parcial && !esTipoPerfilAdministrativo(parcial.tipo)) campos.competencias = [];
      return { ...e, campos };
    });
  const props = { campos: estado.campos, cambiar, errores, deshabilitado: ocupado, catalogos };

  const validar = (): CamposPerfil | null => {
    if (!estado.cliente) {
      setErrores({ clienteId: M.cliente });
      notificar.error(M.cliente);
      return null;
    }
    const r = validarFormularioPerfil(aEntrada(estado), {
      smmlv: catalogos.smmlv,
      limites: catalogos.limites,
      padreDeCompetencia: new Map(catalogos.competencias.map((c) => [c.id, c.padreId])),
      validarCompetencias: defineCompetencias,
      exigeTipo: definePruebas,
      exigeFac: modo === 'editar' && definePruebas,
    });
    if (!r.ok) {
      setErrores(r.errores);
      notificar.error(M.formularioInvalido);
      return null;
    }
    setErrores({});
    return r.datos;
  };

  /** Saves (create or edit) and answers the saved profile, or null on failure (its one toast already shown). */
  const guardar = async () => {
    const datos = validar();
    if (!datos || !estado.cliente) return null;
    return edicion
      ? servidor.editar({ ...datos, id: edicion.id, version: edicion.version })
      : servidor.crear({ ...datos, clienteId: estado.cliente.id, duplicadoDe: perfil?.id });
  };

  const confirmar = async () => {
    const accion = dialogo;
    setDialogo(null);
    let r: { id: number } | null = null;
    if (accion === 'crear') r = await guardar();
    else if (accion === 'aprobar' && edicion) {
      const datos = validar();
      if (datos) r = await servidor.guardarYAprobar({ ...datos, id: edicion.id, version: edicion.version });
    } else if (accion === 'cancelar' && edicion) r = await servidor.cancelar({ id: edicion.id, version: edicion.version });
    if (r) void navigate(`/perfil/${r.id}`);
  };

  const enviar = async () => {
    if (!edicion) {
      if (validar()) setDialogo('crear');
      return;
    }
    const r = await guardar();
    if (r) void navigate(`/perfil/${r.id}`);
  };

  const titulo = edicion ? `Editar perfil ${edicion.id}` : perfil ? `Duplicar perfil ${perfil.id}` : 'Crear perfil';
  return (
    <MarcaObligatorio.Provider value={edicion ? '' : ' *'}>
      <form className="mx-auto flex max-w-6xl flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); void enviar(); }}>
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-semibold">{titulo}</h1>
            {edicion && <p className="text-sm text-slate-500">Estado: {ESTADO_PERFIL.etiqueta(edicion.estadoPerfil)}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Boton type="button" variante="texto" onClick={() => void navigate(edicion ? `/perfil/${edicion.id}` : '/perfiles-cliente')}>
              Volver
            </Boton>
            {estado.cliente && (
              <Boton type="submit" cargando={servidor.guardando} disabled={ocupado}>
                Guardar Perfil
              </Boton>
            )}
            {guardarYAprobar && (
              <Boton type="button" variante="secundario" cargando={servidor.aprobando} disabled={ocupado} onClick={() => (validar() ? setDialogo('aprobar') : undefined)}>
                Guardar y aprobar Perfil
              </Boton>
            )}
            {acciones?.cancelar && (
              <Boton type="button" variante="peligro" cargando={servidor.cancelando} disabled={ocupado} onClick={() => setDialogo('cancelar')}>
                Cancelar Perfil
              </Boton>
            )}
          </div>
        </header>
        <SeccionGeneral
          {...props}
          cliente={estado.cliente}
          cargo={estado.cargo}
          elegirCliente={edicion ? null : (cliente) => setEstado((e) => ({ ...e, cliente, campos: { ...e.campos, perfilPadreId: null } }))}
          elegirCargo={(cargo) => setEstado((e) => ({ ...e, cargo, campos: { ...e.campos, nombreCargoPerfil: e.campos.nombreCargoPerfil || cargo?.etiqueta || '' } }))}
          perfilesCliente={(perfilesCliente.data?.perfiles ?? []).filter((p) => p.id !== edicion?.id)}
          puedeDefinirPruebas={definePruebas}
        />
        <SeccionBasicos
          {...props}
          residencia={estado.residencia}
          nacimiento={estado.nacimiento}
          elegirCiudad={(campo, ciudad) => setEstado((e) => ({ ...e, [campo]: ciudad }))}
        />
        <SeccionOrganizacion {...props} />
        <SeccionListas {...props} />
        <SeccionCaracteristicas {...props} puedeCompetencias={defineCompetencias} />
        <SeccionMultiposting {...props} />
        {edicion && <SeccionFac {...props} perfilId={edicion.id} facActual={edicion.fac} puedeDefinir={definePruebas} />}
        <DialogoConfirmacion
          abierto={dialogo !== null}
          titulo={dialogo === 'crear' ? 'Crear perfil' : dialogo === 'aprobar' ? 'Guardar y aprobar perfil' : 'Cancelar perfil'}
          mensaje={dialogo === 'crear' ? M.confirmarCrear : dialogo === 'aprobar' ? M.confirmarAprobar : M.confirmarCancelar}
          onSi={() => void confirmar()}
          onNo={() => setDialogo(null)}
        />
      </form>
    </MarcaObligatorio.Provider>
  );
}
