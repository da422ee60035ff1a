helm repo add flanksource https://flanksource.github.io/charts
helm repo update

cat > values.yaml <<'EOF'
nameOverride: ''
fullnameOverride: ''
labels: {}
topologyName: flux
playbooks:
  enabled: true
  git:
    connection: connection://
  resume: true
  suspend: true
  reconcile: true
  updateHelmValues: true
  updateHelmChartVersion: true
  updateResourceResources: true
  updateResourceImage: true
  updateResourceReplicas: true
EOF

helm install mission-control-flux flanksource/mission-control-flux \
  --version '0.1.22' \
  --namespace 'mission-control' \
  --create-namespace \
  --values values.yaml
