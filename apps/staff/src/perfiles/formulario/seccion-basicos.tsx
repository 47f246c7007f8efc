import { useCallback, type ReactNode } from 'react';
import { AreaTexto, CampoTexto, Typeahead, type OpcionTypeahead } from '@talento/ui';
import { EDUCACION_PERFIL, ESTADO_CIVIL, ESTRATO, PERFIL_LIMITES, type CamposPerfilEntrada } from '@talento/rules';
import { trpc } from '../../trpc';
import { Casilla, Numero, Seccion, Seleccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import type { PropsSeccion } from './estado';

interface Props extends PropsSeccion {
  residencia: OpcionTypeahead | null;
  nacimiento: OpcionTypeahead | null;
  elegirCiudad: (campo: 'residencia' | 'nacimiento', c: OpcionTypeahead | null) => void;
}

/** A ticked optional block shows its inputs; unticked, nothing is required and it is cleared on save. */
function Bloque({ etiqueta, activo, onChange, disabled, children }: { etiqueta: string; activo: boolean; onChange: (v: boolean) => void; disabled: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <Casilla etiqueta={etiqueta} valor={activo} onChange={onChange} disabled={disabled} />
      {activo && children}
    </div>
  );
}

/** Applicant basic data: optional blocks (age, gender, residence, birth city, children) and the other requirements. */
export function SeccionBasicos({ campos: c, cambiar, errores, deshabilitado, residencia, nacimiento, elegirCiudad }: Props) {
  const o = useMarca();
  const utils = trpc.useUtils();
  const buscarCiudades = useCallback(
    async (texto: string): Promise<OpcionTypeahead[]> =>
      (await utils.catalogos.ciudades.fetch({ texto })).map((x) => ({ id: x.id, etiqueta: x.nombre, detalle: x.departamento })),
    [utils],
  );
  const texto = (campo: 'tallaBlusa' | 'tallaPantalon' | 'tallaCalzado', etiqueta: string) => (
    <CampoTexto etiqueta={etiqueta} value={c[campo] ?? ''} maxLength={10} onChange={(e) => cambiar({ [campo]: e.target.value })} error={errores[campo]} disabled={deshabilitado} />
  );
  const area = (campo: 'conocimientosTecnicos' | 'experienciaLaboral' | 'otrasHabilidades', etiqueta: string) => (
    <div className="md:col-span-2 lg:col-span-3">
      <AreaTexto etiqueta={etiqueta} valor={c[campo] ?? ''} onChange={(v) => cambiar({ [campo]: v })} error={errores[campo]} disabled={deshabilitado} />
    </div>
  );
  return (
    <Seccion titulo="Datos básicos del solicitante">
      <Bloque etiqueta="Requiere edad" activo={c.requiereEdad ?? false} onChange={(requiereEdad) => cambiar({ requiereEdad })} disabled={deshabilitado}>
        <Numero etiqueta={`Edad mínima${o}`} valor={c.edadMinima} min={PERFIL_LIMITES.edadMinima} onChange={(edadMinima) => cambiar({ edadMinima })} error={errores.edadMinima} disabled={deshabilitado} />
        <Numero etiqueta={`Edad máxima${o}`} valor={c.edadMaxima} min={c.edadMinima ?? PERFIL_LIMITES.edadMinima} onChange={(edadMaxima) => cambiar({ edadMaxima })} error={errores.edadMaxima} disabled={deshabilitado} />
      </Bloque>
      <Bloque etiqueta="Requiere género" activo={c.requiereGenero ?? false} onChange={(requiereGenero) => cambiar({ requiereGenero })} disabled={deshabilitado}>
        <Seleccion
          etiqueta={`Género${o}`}
          valor={c.genero}
          onChange={(v) => cambiar({ genero: Number(v) as CamposPerfilEntrada['genero'] })}
          opciones={[{ valor: 1, etiqueta: 'Femenino' }, { valor: 2, etiqueta: 'Masculino' }]}
          error={errores.genero}
          disabled={deshabilitado}
        />
      </Bloque>
      <Bloque etiqueta="Requiere lugar de residencia" activo={c.requiereResidencia ?? false} onChange={(requiereResidencia) => cambiar({ requiereResidencia })} disabled={deshabilitado}>
        <Typeahead etiqueta={`Ciudad de residencia${o}`} name="residencia" valor={residencia} onChange={(v) => elegirCiudad('residencia', v)} buscar={buscarCiudades} minCaracteres={PERFIL_LIMITES.minCaracteresBusquedaCiudad} error={errores.lugarResidenciaId} disabled={deshabilitado} />
      </Bloque>
      <Bloque etiqueta="Requiere lugar de nacimiento" activo={c.requiereNacimiento ?? false} onChange={(requiereNacimiento) => cambiar({ requiereNacimiento })} disabled={deshabilitado}>
        <Typeahead etiqueta={`Ciudad de nacimiento${o}`} name="nacimiento" valor={nacimiento} onChange={(v) => elegirCiudad('nacimiento', v)} buscar={buscarCiudades} minCaracteres={PERFIL_LIMITES.minCaracteresBusquedaCiudad} error={errores.lugarNacimientoId} disabled={deshabilitado} />
      </Bloque>
      <Bloque etiqueta="Requiere número de hijos" activo={c.requiereHijos ?? false} onChange={(requiereHijos) => cambiar({ requiereHijos })} disabled={deshabilitado}>
        <Numero etiqueta={`Número de hijos${o}`} valor={c.numeroHijos} min={PERFIL_LIMITES.numeroHijosMinimo} onChange={(numeroHijos) => cambiar({ numeroHijos })} error={errores.numeroHijos} disabled={deshabilitado} />
      </Bloque>
      <Seleccion etiqueta="Estado civil" valor={c.estadoCivil} vacia={null} onChange={(v) => cambiar({ estadoCivil: Number(v) as CamposPerfilEntrada['estadoCivil'] })} opciones={ESTADO_CIVIL.opciones} error={errores.estadoCivil} disabled={deshabilitado} />
      <Seleccion etiqueta="Estrato" valor={c.estrato} vacia={null} onChange={(v) => cambiar({ estrato: Number(v) as CamposPerfilEntrada['estrato'] })} opciones={ESTRATO.opciones} error={errores.estrato} disabled={deshabilitado} />
      <Seleccion etiqueta="Educación" valor={c.educacion} vacia={null} onChange={(v) => cambiar({ educacion: Number(v) as CamposPerfilEntrada['educacion'] })} opciones={EDUCACION_PERFIL.opciones} error={errores.educacion} disabled={deshabilitado} />
      {texto('tallaBlusa', 'Talla de blusa/camisa')}
      {texto('tallaPantalon', 'Talla de pantalón')}
      {texto('tallaCalzado', 'Talla de calzado')}
      {area('conocimientosTecnicos', 'Conocimientos técnicos')}
      {area('experienciaLaboral', 'Experiencia laboral')}
      {area('otrasHabilidades', 'Otras habilidades')}
    </Seccion>
  );
}
