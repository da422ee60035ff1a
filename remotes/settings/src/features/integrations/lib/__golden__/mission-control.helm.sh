helm repo add flanksource https://flanksource.github.io/charts
helm repo update

cat > values.yaml <<'EOF'
nameOverride: ''
fullnameOverride: ''
global:
  prometheus:
    connection: ''
prometheusURL: ''
labels: {}
connectionName: mission-control-db
createConnection: true
isAgent: false
playbooks: true
pushLocation:
  url: ''
topology:
  enabled: false
topologyName: mission-control
views:
  enabled: true
  unhealthyConfigs:
    enabled: true
    sidebar: false
  dashboard:
    enabled: true
    sidebar: true
  system:
    enabled: true
    sidebar: true
  job_histories:
    enabled: true
    sidebar: false
  recentChanges:
    enabled: true
    sidebar: false
  failingHealthChecks:
    enabled: true
    sidebar: false
  notificationSendHistory:
    enabled: true
    sidebar: false
  pods:
    enabled: true
    sidebar: false
EOF

helm install mission-control-watchtower flanksource/mission-control-watchtower \
  --version '0.1.35-beta.5' \
  --namespace 'mission-control' \
  --create-namespace \
  --values values.yaml
