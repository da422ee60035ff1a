helm repo add flanksource https://flanksource.github.io/charts
helm repo update

cat > values.yaml <<'EOF'
labels: {}
scraper:
  name: aws
connection: ''
accessKey: null
secretKey: null
region: []
endpoint: ''
assumeRole: ''
skipTLSVerify: false
cloudtrail:
  maxAge: 36h
  exclude: []
compliance: true
costReporting:
  enabled: false
  database: ''
  region: ''
  s3BucketPath: ''
  table: ''
includeResources: []
excludeResources: []
transform:
  changes:
    mapping:
      - filter: change.change_type == 'TerminateInstances'
        action: delete
      - filter: config_type == 'AWS::IAM::User' && change.change_type == 'diff' && change.summary == 'PasswordLastUsed'
        type: Login
    exclude:
      - change_type in ['AttachNetworkInterface', 'CreateNetworkInterface', 'DeregisterInstancesFromLoadBalancer', 'RegisterInstancesWithLoadBalancer','DetachLoadBalancerFromSubnets']
      - change_type == 'diff' &&  summary in ['AvailableIpAddressCount', 'ApproximateNumberOfMessages', 'RunningTasksCount', 'PendingTasksCount','ApproximateNumberOfMessagesNotVisible']
  relationship:
    - filter: config_type == 'AWS::IAM::Role'
      expr: |
        [{"type": "Kubernetes::Node", "labels": {"aws/iam-role": config["Arn"]}}].toJSON()
    - filter: config_type == 'AWS::AvailabilityZone'
      expr: |
        [
          {"type": "Kubernetes::Node", "labels": {"account": labels['account'], "topology.kubernetes.io/zone": name}},
          {"type": "AWS::AvailabilityZoneID", "name": config["ZoneId"]}
        ].toJSON()
    - filter: config_type == 'AWS::Region'
      expr: |
        [{"type": "AWS::AvailabilityZoneID", "labels": {"region": name}}].toJSON()
EOF

helm install mission-control-aws flanksource/mission-control-aws \
  --version '1.0.11-beta.1' \
  --namespace 'mission-control' \
  --create-namespace \
  --values values.yaml
