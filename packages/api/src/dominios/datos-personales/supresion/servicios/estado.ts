import type { EntityManager } from '@mikro-orm/postgresql';
import type { EstadoParaSupresion } from '@talento/rules';

/** The person as suppression needs them, locked for the transaction (null: no such person). */
export interface PersonaParaSupresion extends EstadoParaSupresion {
  id: number;
  hojaDeVidaId: number | null;
  nombre1: string;
  nombre2: string | null;
  apellido1: string;
  apellido2: string | null;
  documento: string;
  email: string;
  telefonos: string[];
  familiares: string[];
}

export async function personaParaSupresion(
  em: EntityManager,
  candidatoId: number,
  ahora: Date,
  bloquear: boolean,
): Promise<PersonaParaSupresion | null> {
  const [f] = await em.execute<
    {
      id: number;
      hoja_de_vida_id: number | null;
      nombre1: string;
      nombre2: string | null;
      apellido1: string;
      apellido2: string | null;
      numero_documento: string;
      email: string;
      telefonos: (string | null)[];
      familiares: (string | null)[];
      disponibilidad: number;
      disponibilidad_stock: number;
      citas_pendientes: number;
      contratado: boolean;
      ya_suprimida: boolean;
    }[]
  >(
    `select c.id, h.id as hoja_de_vida_id, c.nombre1, c.nombre2, c.apellido1, c.apellido2, c.numero_documento, c.email,
            array[c.telefono_o_celular, c.whatsapp, h.conyuge_telefono, h.padre_telefono, h.madre_telefono] as telefonos,
            array[h.conyuge_nombre, h.padre_nombre, h.madre_nombre] as familiares,
            c.disponibilidad, c.disponibilidad_stock,
            (select count(*) from cita ci
              where ci.candidato_id = c.id and ci.fecha_hora_entrevista >= ? and ci.fecha_hora_llegada is null
                and ci.estado1_id is null and not exists (select 1 from cita r where r.cita_padre_reagendada_id = ci.id))::int
              as citas_pendientes,
            (c.estado_informa = 1
              or exists (select 1 from candidato_pedido cp where cp.candidato_id = c.id and cp.estado_candidato_pedido = 8)
              or exists (select 1 from asociacion_empleado_erp a where a.candidato_id = c.id)
              or exists (select 1 from orden_contratacion_candidato oc join candidato_pedido cp on cp.id = oc.candidato_pedido_id
                          where cp.candidato_id = c.id)) as contratado,
            exists (select 1 from supresion_datos s where s.candidato_id = c.id) as ya_suprimida
       from candidato c left join hoja_de_vida h on h.candidato_id = c.id
      where c.id = ?${bloquear ? ' for update of c' : ''}`,
    [ahora, candidatoId],
  );
  if (!f) return null;
  const presentes = (v: (string | null)[]) => v.filter((x): x is string => !!x && x.trim().length >= 3);
  return {
    id: f.id,
    hojaDeVidaId: f.hoja_de_vida_id,
    nombre1: f.nombre1,
    nombre2: f.nombre2,
    apellido1: f.apellido1,
    apellido2: f.apellido2,
    documento: f.numero_documento,
    email: f.email,
    telefonos: presentes(f.telefonos),
    familiares: presentes(f.familiares),
    disponibilidad: f.disponibilidad,
    disponibilidadStock: f.disponibilidad_stock,
    citasPendientes: f.citas_pendientes,
    contratado: f.contratado,
    yaSuprimida: f.ya_suprimida,
  };
}
