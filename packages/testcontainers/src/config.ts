// testcontainers settings that follow from host networking. Every container shares the host's
// network, so the containers are always reached at 127.0.0.1: telling testcontainers so spares
// it looking up the Docker bridge's gateway, which fails on engines without a bridge network
// (dockerd --bridge=none). A value the caller set wins.
export function configureTestcontainers(): void {
  process.env.TESTCONTAINERS_HOST_OVERRIDE ??= '127.0.0.1';
}
